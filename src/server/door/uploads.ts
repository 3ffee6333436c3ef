import { dashboardApiUrl } from '@/shared/config/env';
import { canonicalPathBelow } from './canonical-path';
import { upstreamTimeoutMs } from './upstream';

/** What a browser or the image optimizer may ask of a file: conditional and partial reads, nothing personal. */
const PASSED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range', 'if-range'];
/** What keeps a file cacheable and safely typed; no Set-Cookie from the dashboard's host. */
const PASSED_ANSWER_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'expires', 'accept-ranges', 'content-range', 'content-disposition', 'x-content-type-options'];

const pick = (from: Headers, names: string[]) => {
  const headers = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
};

const BODYLESS_STATUSES = new Set([204, 304]);

/**
 * /uploads/*: the dashboard's catalogue images and files served from the shop's origin (so
 * next/image optimises local paths and the CSP stays at img-src 'self'). Only GET and HEAD reach
 * it (the route exports no other method), without the customer's cookies or any other header
 * of theirs but the few a cache needs, and on the same canonical path rules as the door.
 */
export async function passUpload(request: Request): Promise<Response> {
  const path = canonicalPathBelow(new URL(request.url).pathname, '/uploads/');
  if (path === null) return new Response(null, { status: 400 });
  const timeout = AbortSignal.timeout(upstreamTimeoutMs());
  try {
    const upstream = await fetch(`${dashboardApiUrl()}/uploads/${path.split('/').map(encodeURIComponent).join('/')}`, {
      method: request.method,
      headers: pick(request.headers, PASSED_REQUEST_HEADERS),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([timeout, request.signal]),
    });
    const body = request.method === 'HEAD' || BODYLESS_STATUSES.has(upstream.status) ? null : upstream.body;
    return new Response(body, { status: upstream.status, headers: pick(upstream.headers, PASSED_ANSWER_HEADERS) });
  } catch {
    return new Response(null, { status: timeout.aborted ? 504 : 502 });
  }
}
