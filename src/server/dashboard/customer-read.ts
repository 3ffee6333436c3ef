import 'server-only';
import { AUTH_COOKIE, cookieIn, SESSION_COOKIE } from '@/shared/api/cookie-names';
import { callDashboard, dashboardAddress, withIdentity, type DashboardIdentity } from './client';
import { deadlineIn } from './deadline';
import { parseWithoutAuthKeys } from '../door/auth-key';

export type CookieJar = { get(name: string): { value: string } | undefined };

/** What a personal read came back with; "missing" is the dashboard's 404 (or 422 for a malformed id). */
export type CustomerRead<T> = { kind: 'found'; data: T } | { kind: 'signed-out' } | { kind: 'missing' };

/**
 * Whom a page reads for: the signed-in customer only, or whoever is browsing (a visitor's
 * session, the customer's key, or both, as the door sends them). Null: nobody to read for.
 */
function identityOf(jar: CookieJar, reader: 'customer' | 'visitor'): DashboardIdentity | null {
  const apiKey = cookieIn(jar, AUTH_COOKIE)?.value;
  if (reader === 'customer') return apiKey ? { apiKey } : null;
  const sessionToken = cookieIn(jar, SESSION_COOKIE)?.value;
  return apiKey || sessionToken ? { apiKey, sessionToken } : null;
}

/**
 * A dashboard read for a server-rendered page, as the one who asks for the page, from the door's
 * httpOnly cookies (the browser's scripts never see them): the whole answer. Never cached: it is
 * personal. Another customer's record answers 404 on the dashboard, so it is "missing" here too.
 * Every `auth_key` is taken out, at any depth, as the door takes it out of its answers
 * (auth-key.ts): a page hands what it read to client components, whose props reach the browser.
 */
export async function personalRead<T>(
  jar: CookieJar,
  { method, path, fields = {}, reader = 'customer' }: { method: 'GET' | 'POST'; path: string; fields?: Record<string, string>; reader?: 'customer' | 'visitor' },
): Promise<{ kind: 'found'; answer: T } | { kind: 'signed-out' } | { kind: 'missing' }> {
  const identity = identityOf(jar, reader);
  if (!identity) return { kind: 'signed-out' };
  const posting = method === 'POST';
  const headers = withIdentity(new Headers(posting ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), identity);
  const body = posting ? new TextEncoder().encode(new URLSearchParams(fields).toString()) : undefined;
  const answer = await callDashboard(dashboardAddress(path), { method, headers, body }, deadlineIn());
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === 404 || answer.status === 422) return { kind: 'missing' };
  if (answer.status !== 200) throw new Error(`Dashboard /${path} answered ${answer.status}`);
  const read = parseWithoutAuthKeys(new TextDecoder().decode(answer.body));
  if (!read) throw new Error(`Dashboard /${path} answered ${answer.status} without JSON`);
  return { kind: 'found', answer: read.value as T };
}

/** A read of the signed-in customer's own records (orders, jobs), whose answer wraps them as `{ data }`. */
export async function customerRead<T>(jar: CookieJar, method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}): Promise<CustomerRead<T>> {
  const read = await personalRead<{ data: T }>(jar, { method, path, fields });
  return read.kind === 'found' ? { kind: 'found', data: read.answer.data } : read;
}
