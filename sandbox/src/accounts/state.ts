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
}

export interface AccountsState {
  users: UserRecord[];
  /** Anonymous session tokens issued by GET /default/session. */
  sessions: Set<string>;
  /** auth_key → user id. */
  apiKeys: Map<string, number>;
}

export function createAccountsState(): AccountsState {
  return { users: [], sessions: new Set(), apiKeys: new Map() };
}
