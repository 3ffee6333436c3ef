import 'server-only';
import { siteUrl } from '@/shared/config/env';
import { jsonAnswer } from './answers';
import { fromTrustedProxy } from './client-address';
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

/**
 * The host (and port) the request was sent to: its Host, or the host a trusted proxy
 * (DOOR_TRUSTED_PROXIES) forwarded, the last it added. A browser always sends the Host of the
 * address it opened, and no page can change it, so a page of another site never matches it.
 */
function requestHost(request: Request): string | null {
  const forwarded = fromTrustedProxy(request) ? request.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || request.headers.get('host');
}

/** `origin` is an http(s) origin on the very host and port the request was sent to (as Next checks its server actions). */
function isRequestOwnOrigin(origin: URL, request: Request): boolean {
  const host = requestHost(request);
  if (!host || (origin.protocol !== 'http:' && origin.protocol !== 'https:')) return false;
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/**
 * The shop's own page: scheme, host and port equal one of the shop's (`http://shop` is not
 * `https://shop`), or the origin is the request's own (the shop opened at 127.0.0.1 or started
 * on another PORT is still the shop).
 */
function isShopOrigin(origin: string, shopUrl: string, request: Request): boolean {
  const asked = originOf(origin);
  if (asked === null || asked === 'null') return false;
  return shopOrigins(shopUrl).has(asked) || isRequestOwnOrigin(new URL(asked), request);
}

/**
 * A request the shop's own page sent (a beacon, a fetch): it names the shop's origin and, when the
 * browser says where it came from, came from the same origin. Unlike the door's calls, one with
 * no Origin is refused too: every browser sends it with a POST, so its absence means no page of the shop.
 */
export function fromShopPage(request: Request, shopUrl = siteUrl): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  return origin !== null && isShopOrigin(origin, shopUrl, request) && (fetchSite === null || fetchSite.toLowerCase() === 'same-origin');
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
  const foreignOrigin = origin !== null && !isShopOrigin(origin, shopUrl, request);
  return foreignSite || foreignOrigin ? jsonAnswer(403, { message: CROSS_SITE_MESSAGE }) : null;
}
