/** Account and auth shapes (docs/contract.md §3 User, forms; what the dashboard leaves open is decided here). */

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  img: string | null;
}

/** What the dashboard answers to POST /user/login. The door strips auth_key before the browser. */
export interface LoginAnswer {
  auth_key: string;
  user: User & { auth_key?: string };
}

/** What the browser receives from the door for a login. */
export interface SessionUserAnswer {
  user: User;
}

export interface SessionAnswer {
  token: string;
}

export interface RegistrationAnswer {
  email: string;
  status: 'pending';
}

export interface MessageAnswer {
  success: boolean;
  message: string;
}

/** Every 4xx answer (the kit's, src/shared/api/answers.ts). */
export type { ErrorAnswer } from '@/shared/api/answers';

export const SESSION_HEADER = 'x-session-token';
export const API_KEY_HEADER = 'x-api-key';
