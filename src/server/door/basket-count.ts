import 'server-only';
import type { BasketAnswer } from '@/modules/basket/contract';
import { BASKET_COUNT_COOKIE } from '@/shared/api/cookie-names';
import { PERSISTENT_MAX_AGE_SECONDS, serialiseCookie } from './cookies';
import { parseJson } from './json';
import type { DashboardAnswer } from '../dashboard/client';

/** The item count (sum of line counts) of a basket answer (calls.ts answersBasket), or null when the answer is not one. */
export function basketCountOf(upstream: DashboardAnswer): number | null {
  if (upstream.status !== 200) return null;
  if (!(upstream.headers.get('content-type') ?? '').includes('application/json')) return null;
  const lines = parseJson<Partial<BasketAnswer>>(upstream.body)?.basket?.data;
  if (!Array.isArray(lines)) return null;
  let count = 0;
  for (const line of lines) {
    if (typeof line?.count !== 'number' || !Number.isFinite(line.count)) return null;
    count += line.count;
  }
  return count;
}

/** Lives as long as the identity whose basket it counts: a session-only sign-in's count ends with the browser. */
export const basketCountCookie = (count: number, sessionOnly = false) =>
  serialiseCookie(BASKET_COUNT_COOKIE, String(count), {
    httpOnly: false,
    maxAge: sessionOnly ? undefined : PERSISTENT_MAX_AGE_SECONDS,
  });

export const clearBasketCountCookie = () => serialiseCookie(BASKET_COUNT_COOKIE, '', { httpOnly: false, maxAge: 0 });
