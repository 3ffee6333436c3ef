import { siteUrl } from '@/shared/config/env';
import { jsonAnswer } from './answers';
import { changesState, type DoorCall } from './door-call';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** Fetch-metadata values a state-changing call may carry: the shop's own pages, or the customer typing the address. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Scheme, host and port all equal the shop's (`http://shop` is not `https://shop`). */
function isShopOrigin(origin: string, shopUrl: string): boolean {
  try {
    return new URL(origin).origin === new URL(shopUrl).origin;
  } catch {
    return false;
  }
}

/**
 * 403 for a state-changing call another site started (a link, form or script elsewhere, or a
 * sibling subdomain: `same-site` is not the shop), so it cannot cancel an order, empty a basket
 * or sign a customer out; null lets the call through. Callers without these headers (servers,
 * old browsers) pass: the cookies' SameSite covers them.
 */
export function crossSiteRefusal(request: Request, call: DoorCall, shopUrl = siteUrl): Response | null {
  if (!changesState(call)) return null;
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const foreignSite = fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase());
  const foreignOrigin = origin !== null && !isShopOrigin(origin, shopUrl);
  return foreignSite || foreignOrigin ? jsonAnswer(403, { message: CROSS_SITE_MESSAGE }) : null;
}
