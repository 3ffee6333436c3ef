import 'server-only';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { callUpstream, upstreamTimeoutMs, upstreamUrl, withIdentity } from './door/upstream';

export type CookieJar = { get(name: string): { value: string } | undefined };

/** What a personal read came back with; "missing" is the dashboard's 404 (or 422 for a malformed id). */
export type CustomerRead<T> = { kind: 'found'; data: T } | { kind: 'signed-out' } | { kind: 'missing' };

/**
 * A dashboard read for a server-rendered page, with the customer's own sign-in key from their
 * cookie (the door's auth cookie; the browser's scripts never see it). Never cached: it is
 * personal. Another customer's record answers 404 on the dashboard, so it is "missing" here too.
 */
export async function customerRead<T>(jar: CookieJar, method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}): Promise<CustomerRead<T>> {
  const apiKey = jar.get(AUTH_COOKIE)?.value;
  if (!apiKey) return { kind: 'signed-out' };
  const timeout = AbortSignal.timeout(upstreamTimeoutMs());
  const posting = method === 'POST';
  const headers = withIdentity(new Headers(posting ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), { apiKey });
  const body = posting ? new TextEncoder().encode(new URLSearchParams(fields).toString()) : undefined;
  const answer = await callUpstream(upstreamUrl(path), { method, headers, body }, { signal: timeout, expired: () => timeout.aborted });
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === 404 || answer.status === 422) return { kind: 'missing' };
  if (answer.status !== 200) throw new Error(`Dashboard /${path} answered ${answer.status}`);
  return { kind: 'found', data: (JSON.parse(new TextDecoder().decode(answer.body)) as { data: T }).data };
}
