import { siteUrl } from '@/shared/config/env';
import { jsonAnswer } from './answers';
import { apiPathOf } from './paths';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GETs that change state: SameSite=Lax cookies ride along on another site's top-level link to them. */
const STATE_CHANGING_GETS = new Set(['order/cancel', 'order/status']);

function changesState(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (!SAFE_METHODS.has(method)) return true;
  const path = apiPathOf(new URL(request.url));
  return path !== null && STATE_CHANGING_GETS.has(path);
}

/** The shop's own origins: the configured site URL and the host the request was sent to. */
function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === siteUrl) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * 403 for a state-changing call another site started (a link, form or script elsewhere), so it
 * cannot cancel an order, empty a basket or sign a customer out; null lets the call through.
 * Callers without these headers (servers, old browsers) pass: the cookies' SameSite covers them.
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (!changesState(request)) return null;
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const foreign = fetchSite === 'cross-site' || (origin !== null && origin !== 'null' && !isOwnOrigin(origin, request)) || origin === 'null';
  return foreign ? jsonAnswer(403, { message: CROSS_SITE_MESSAGE }) : null;
}
