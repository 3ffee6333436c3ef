import { BASKET_COUNT_COOKIE, cookieValueIn } from '@/shared/api/cookie-names';

/** A basket-count cookie's value (a whole number of items set by the door), or null if it is not one. */
export function parseBasketCount(encoded: string): number | null {
  if (!/^\d{1,6}$/.test(encoded)) return null;
  return Number(encoded);
}

/**
 * The basket's item count as the door last saw it, so the header can show it without a request;
 * null when the browser holds none (no basket answer yet, or the door dropped it).
 */
export function readBasketCountCookie(): number | null {
  if (typeof document === 'undefined') return null;
  const value = cookieValueIn(document.cookie, BASKET_COUNT_COOKIE);
  return value === undefined ? null : parseBasketCount(value);
}
