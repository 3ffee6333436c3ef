import type { User } from '@/modules/accounts/contract';
import type { AccountsState, MailedToken, UserRecord } from './state';
import { newToken } from './passwords';

export const publicUser = (u: UserRecord): User => ({ id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, img: u.img });

export const findByEmail = (accounts: AccountsState, email: string) =>
  accounts.users.find((u) => u.email.toLowerCase() === email.toLowerCase());

export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function issueToken(tokens: Map<string, MailedToken>, userId: number, ttlMs: number): string {
  for (const [token, entry] of tokens) if (entry.userId === userId) tokens.delete(token);
  const token = newToken();
  tokens.set(token, { userId, expiresAt: Date.now() + ttlMs });
  return token;
}

/** The user a token belongs to, once: the token is spent. Null when unknown or expired. */
export function spendToken(accounts: AccountsState, tokens: Map<string, MailedToken>, token: string): UserRecord | null {
  const entry = token ? tokens.get(token) : undefined;
  if (!entry) return null;
  tokens.delete(token);
  if (entry.expiresAt < Date.now()) return null;
  return accounts.users.find((u) => u.id === entry.userId) ?? null;
}

/** Signs the customer out everywhere except, optionally, the key in use. */
export function revokeKeys(accounts: AccountsState, userId: number, keep?: string) {
  for (const [key, id] of accounts.apiKeys) if (id === userId && key !== keep) accounts.apiKeys.delete(key);
}
