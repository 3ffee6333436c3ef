import 'server-only';
import type { LoginAnswer, SessionUserAnswer } from '@/modules/accounts/contract';
import type { ProfileCookieValue } from './cookies';
import { parseJson } from './json';
import { parseWithoutAuthKeys } from './auth-key';

const REMEMBER_VALUES = new Set(['true', '1', 'on', 'yes']);

/** The sign-in form's rememberMe, as the door read it from a urlencoded, multipart or JSON body. */
export function isRememberMe(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && REMEMBER_VALUES.has(value.toLowerCase()));
}

export interface SignIn {
  apiKey: string;
  profile: ProfileCookieValue;
  /** The answer the browser gets: the user, without any auth_key. */
  browserBody: SessionUserAnswer & Record<string, unknown>;
}

/** Takes the auth key out of a successful login answer (and every other auth_key with it); null when the answer carries none. */
export function takeAuthKey(body: ArrayBuffer): SignIn | null {
  const answer = parseJson<Partial<LoginAnswer> & Record<string, unknown>>(body);
  const apiKey = answer?.auth_key ?? answer?.user?.auth_key;
  if (!answer?.user || typeof apiKey !== 'string' || apiKey === '') return null;
  const parsed = parseWithoutAuthKeys(new TextDecoder().decode(body));
  if (!parsed) return null;
  const browserBody = parsed.value as SignIn['browserBody'];
  const { id, first_name, last_name, email, img = null } = browserBody.user;
  return { apiKey, profile: { id, first_name, last_name, email, img }, browserBody };
}
