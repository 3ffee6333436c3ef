import type { Address } from '@/modules/checkout/contract';
import type { LanguageTag } from '../i18n/language';
import { hashPassword } from './passwords';

export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** scrypt hash, `salt:hash` hex. */
  password_hash: string;
  status: 'pending' | 'active';
  img: string | null;
  created_at: string;
  /**
   * The language the customer chose on the shop (docs/contract.md §12), sent as `language` with
   * sign-up or forgot-password: mailed links open the shop in it. Absent: English.
   */
  language?: LanguageTag;
}

/** A one-time token mailed to a customer (e-mail confirmation, password reset). */
export interface MailedToken {
  userId: number;
  expiresAt: number;
}

export interface AccountsState {
  users: UserRecord[];
  /** Anonymous session tokens issued by GET /default/session. */
  sessions: Set<string>;
  /** auth_key → user id. */
  apiKeys: Map<string, number>;
  confirmTokens: Map<string, MailedToken>;
  resetTokens: Map<string, MailedToken>;
  nextUserId: number;
}

export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'Sandbox-pass-1',
  first_name: 'Dana',
  last_name: 'Whitfield',
} as const;

export const DEMO_USER_ID = 1;

/** Where the demo customer's shipped order went (commerce/seed-orders.ts) and their finished job is (jobs/seed.ts). */
export const DEMO_ADDRESS: Address = {
  country: 'US',
  state: 'Massachusetts',
  state_code: 'MA',
  first_name: 'Dana',
  last_name: 'Whitfield',
  street1: '88 Harbor Street',
  street2: 'Unit 4',
  city: 'Salem',
  zip: '01970',
  phone: '+1 978 555 0199',
  take_by_myself: 0,
};

// Hashed once per process: scrypt is deliberately slow and the seed is rebuilt on every reset.
let demoHash: string | null = null;

export function createAccountsState(): AccountsState {
  demoHash ??= hashPassword(DEMO_CUSTOMER.password);
  const demo: UserRecord = {
    id: DEMO_USER_ID,
    first_name: DEMO_CUSTOMER.first_name,
    last_name: DEMO_CUSTOMER.last_name,
    email: DEMO_CUSTOMER.email,
    password_hash: demoHash,
    status: 'active',
    img: null,
    created_at: '2024-01-15T10:00:00Z',
  };
  return {
    users: [demo],
    sessions: new Set(),
    apiKeys: new Map(),
    confirmTokens: new Map(),
    resetTokens: new Map(),
    nextUserId: 2,
  };
}
