import 'server-only';
import { en } from '@/shared/i18n/messages/en';
import { doorText } from './language';
import { siteUrl } from '@/shared/config/env';
import { jsonAnswer } from './answers';
import { fromTrustedProxy } from './client-address';
import { changesState, type DoorCall } from './door-call';
import { hostOf, loopbackHosts } from '../cache/served-page-cache.mjs';

/** The port `server.mjs` and `next dev` listen on when PORT is unset. */
const DEFAULT_PORT = 3000;

/** In English; the refusal itself is in the call's language (doorText). */
export const CROSS_SITE_MESSAGE = en.server.door.crossSite;

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
 * The shop's configured origins, each by scheme, host and port: NEXT_PUBLIC_SITE_URL, and
 * DOOR_ALLOWED_ORIGINS (comma-separated) for a shop that answers under more than one name of its own.
 */
function shopOrigins(shopUrl: string): Set<string> {
  const listed = (process.env.DOOR_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return new Set([shopUrl, ...listed].map(originOf).filter((origin) => origin !== null));
}

/**
 * The host (and port) the request was sent to: its Host, or the host a trusted proxy
 * (DOOR_TRUSTED_PROXIES) forwarded, the last it added. A browser always sends the Host of the
 * address it opened, and no page can change it.
 */
function requestHost(request: Request): string | null {
  const forwarded = fromTrustedProxy(request) ? request.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  return hostOf(forwarded || request.headers.get('host') || undefined);
}

/**
 * One of the server's loopback names on its PORT (the shop's own hosts besides the configured
 * ones, served-page-cache.mjs `shopHosts`), the very host the request was sent to, over the
 * request's own scheme: the shop opened at `http://127.0.0.1:3000` rather than `localhost` is
 * the shop. Any other Host is not the shop's, whatever the Origin says: a page reached through
 * DNS rebinding sends Host and Origin both `evil.example`. A configured host counts only by its
 * configured origin, so `http://shop` is refused even where the server cannot tell the browser used https.
 */
function isLoopbackOwnOrigin(origin: URL, request: Request, configured: Set<string>): boolean {
  const host = requestHost(request);
  const configuredHosts = new Set([...configured].map((entry) => new URL(entry).host));
  return (
    host !== null &&
    loopbackHosts(process.env.PORT ?? DEFAULT_PORT).includes(host) &&
    !configuredHosts.has(host) &&
    origin.host === host &&
    origin.protocol === new URL(request.url).protocol
  );
}

/**
 * The shop's own page: scheme, host and port equal one of the shop's configured origins
 * (`http://shop` is not `https://shop`), or the origin is one of the server's loopback names on
 * its port, the very one the request was sent to over its own scheme.
 */
function isShopOrigin(origin: string, shopUrl: string, request: Request): boolean {
  const asked = originOf(origin);
  if (asked === null || asked === 'null') return false;
  const configured = shopOrigins(shopUrl);
  return configured.has(asked) || isLoopbackOwnOrigin(new URL(asked), request, configured);
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
  return foreignSite || foreignOrigin ? jsonAnswer(403, { message: doorText('crossSite') }) : null;
}
