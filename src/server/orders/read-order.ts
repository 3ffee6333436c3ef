import 'server-only';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import type { OrderDetail } from '@/shared/contract/orders';
import { callUpstream, upstreamTimeoutMs, upstreamUrl, withIdentity } from '../door/upstream';

type CookieJar = { get(name: string): { value: string } | undefined };

export type OrderRead = { kind: 'order'; order: OrderDetail } | { kind: 'signed-out' } | { kind: 'missing' };

/**
 * POST /order for a server-rendered page, with the customer's own sign-in key from their cookie
 * (the door's auth cookie; the browser's scripts never see it). Never cached: it is personal.
 * Another customer's order is "missing", as the dashboard answers it (404).
 */
export async function readOrder(jar: CookieJar, orderId: number): Promise<OrderRead> {
  const apiKey = jar.get(AUTH_COOKIE)?.value;
  if (!apiKey) return { kind: 'signed-out' };
  const timeout = AbortSignal.timeout(upstreamTimeoutMs());
  const headers = withIdentity(new Headers({ 'content-type': 'application/x-www-form-urlencoded' }), { apiKey });
  const body = new TextEncoder().encode(new URLSearchParams({ order_id: String(orderId) }).toString());
  const answer = await callUpstream(upstreamUrl('order'), { method: 'POST', headers, body }, { signal: timeout, expired: () => timeout.aborted });
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === 404 || answer.status === 422) return { kind: 'missing' };
  if (answer.status !== 200) throw new Error(`Dashboard /order answered ${answer.status}`);
  return { kind: 'order', order: (JSON.parse(new TextDecoder().decode(answer.body)) as { data: OrderDetail }).data };
}
