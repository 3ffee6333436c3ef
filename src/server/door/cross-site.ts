import { siteUrl } from '@/shared/config/env';
import { jsonAnswer } from './answers';
import { changesState, type DoorCall } from './door-call';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/** Fetch-metadata values a state-changing call may carry: the shop's own pages, or the customer typing the address. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The shop's own origins: NEXT_PUBLIC_SITE_URL, plus DOOR_ALLOWED_ORIGINS (start time,
 * comma-separated) for a shop that answers under more than one name of its own.
 */
function shopOrigins(shopUrl: string): Set<string | null> {
  const extra = (process.env.DOOR_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return new Set([shopUrl, ...extra].map(originOf).filter((origin) => origin !== null));
}

/** Scheme, host and port all equal one of the shop's (`http://shop` is not `https://shop`). */
function isShopOrigin(origin: string, shopUrl: string): boolean {
  const asked = originOf(origin);
  return asked !== null && shopOrigins(shopUrl).has(asked);
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
