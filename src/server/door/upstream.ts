import { dashboardApiUrl } from '@/shared/config/env';
import { API_KEY_HEADER, SESSION_HEADER } from '@/shared/contract/account';

/**
 * Request headers the dashboard may use; everything else (Cookie, hop-by-hop, host, the client's
 * own x-forwarded-for) stays here. The dashboard learns the client address the door settled on.
 */
// Origin and Referer tell the dashboard which storefront to send the hosted form's messages back to.
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'accept-language', 'user-agent', 'origin', 'referer'];

/**
 * Answer headers the browser gets. Content-Encoding and Content-Length are left out because
 * fetch has already decoded the body; upstream Set-Cookie belongs to the dashboard's host.
 */
const PASSED_ANSWER_HEADERS = ['content-type', 'content-disposition', 'content-language', 'location', 'retry-after'];

export const DEFAULT_TIMEOUT_MS = 10_000;

/** DOOR_TIMEOUT_MS is read per call so tests (and operators) can shorten it. */
export function upstreamTimeoutMs(): number {
  const configured = Number(process.env.DOOR_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

export interface UpstreamIdentity {
  sessionToken?: string;
  apiKey?: string;
}

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/** Why the dashboard gave no usable answer: 'timeout' becomes a 504, the others a 502. */
export class UpstreamFailure extends Error {
  constructor(readonly kind: 'timeout' | 'unreachable' | 'invalid') {
    super(`Dashboard API ${kind}`);
    this.name = 'UpstreamFailure';
  }
}

/**
 * One deadline for everything a door call asks of the dashboard. The browser leaving ends a read
 * too, but not a call that changes something: a customer who saves a new password or a quantity
 * and at once leaves the page must not find it lost because the door hung up on the dashboard.
 */
export interface Deadline {
  signal: AbortSignal;
  expired: () => boolean;
}

export function startDeadline(request: Request, { carryThrough }: { carryThrough: boolean }): Deadline {
  const timeout = AbortSignal.timeout(upstreamTimeoutMs());
  const signal = carryThrough ? timeout : AbortSignal.any([timeout, request.signal]);
  return { signal, expired: () => timeout.aborted };
}

export const upstreamUrl = (path: string, search = '') => `${dashboardApiUrl()}/api/${path}${search}`;

/** The browser's headers the dashboard may see, with the client's address. */
export function forwardedHeaders(request: Request, client: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': client });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** `forwarded` plus who is asking; without a body the content type is dropped. */
export function withIdentity(forwarded: Headers, { sessionToken, apiKey }: UpstreamIdentity, hasBody = true): Headers {
  const headers = new Headers(forwarded);
  if (!hasBody) headers.delete('content-type');
  if (sessionToken) headers.set(SESSION_HEADER, sessionToken);
  if (apiKey) headers.set(API_KEY_HEADER, apiKey);
  return headers;
}

export function answerHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of PASSED_ANSWER_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * One call to the dashboard, body read in full before the deadline so a stalled answer is a
 * 504 rather than a half-sent one. Redirects are handed to the browser, never followed with
 * the customer's key attached.
 */
export async function callUpstream(
  url: string,
  init: { method: string; headers: Headers; body?: BufferSource },
  deadline: Deadline,
): Promise<UpstreamAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: deadline.signal, redirect: 'manual', cache: 'no-store' });
    return { status: response.status, headers: response.headers, body: await response.arrayBuffer() };
  } catch {
    throw new UpstreamFailure(deadline.expired() ? 'timeout' : 'unreachable');
  }
}
