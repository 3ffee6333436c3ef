import 'server-only';
import { dashboardApiUrl } from '@/shared/config/env';
import { API_KEY_HEADER, SESSION_HEADER } from '@/modules/accounts/contract';
import type { Deadline } from './deadline';
import { observeDashboardCall, withRequestId } from '../observability/dashboard-call';

/**
 * The server's one way to the dashboard (docs/architecture.md §1): its address, who is asking,
 * the deadline, and what a failure is. The door, the pages' reads (cached and personal), the
 * plain-form routes (through the door), the list counts and /uploads all call through here.
 */

/** A call of the dashboard's API: `path` as after `/api/` (`basket`, or `/products` as the contract writes it), `search` with its `?`. */
export const dashboardAddress = (path: string, search = '') => `${dashboardApiUrl()}/api/${path.replace(/^\//, '')}${search}`;

/** A file the dashboard (at `origin`) serves under /uploads/, each segment of `path` encoded. */
export const dashboardFileAddress = (path: string, origin = dashboardApiUrl()) => `${origin}/uploads/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Who is asking: a visitor's session, a customer's sign-in key, both, or neither. */
export interface DashboardIdentity {
  sessionToken?: string;
  apiKey?: string;
}

/** `headers` plus who is asking; without a body the content type is dropped. */
export function withIdentity(headers: Headers, { sessionToken, apiKey }: DashboardIdentity, hasBody = true): Headers {
  const sent = new Headers(headers);
  if (!hasBody) sent.delete('content-type');
  if (sessionToken) sent.set(SESSION_HEADER, sessionToken);
  if (apiKey) sent.set(API_KEY_HEADER, apiKey);
  return sent;
}

/** Why the dashboard gave no usable answer: 'timeout' becomes a 504, the others a 502. */
export class DashboardFailure extends Error {
  constructor(readonly kind: 'timeout' | 'unreachable' | 'invalid') {
    super(`Dashboard API ${kind}`);
    this.name = 'DashboardFailure';
  }
}

/** The one status each failure is answered with, wherever the server answers for the dashboard. */
export const FAILURE_STATUS: Record<DashboardFailure['kind'], 502 | 504> = { timeout: 504, unreachable: 502, invalid: 502 };

/** A 2xx: the dashboard did what was asked. */
export const isSuccess = (status: number) => status >= 200 && status < 300;

export interface DashboardAnswer {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/** A page's cached read: kept in Next's data cache under `tags` for `revalidate` seconds. */
export interface Caching {
  tags: string[];
  revalidate: number;
}

export interface DashboardInit {
  method: string;
  headers?: Headers;
  body?: BufferSource | Blob;
  /** Without it the answer is never cached: it may be personal. */
  caching?: Caching;
}

/**
 * The answer's head, its body still streaming (the caller reads or cancels it). Redirects are
 * handed back, never followed with the customer's key attached. No answer within the deadline
 * is a 'timeout', none at all 'unreachable'.
 */
export function openDashboard(address: string, init: DashboardInit, deadline: Deadline): Promise<Response> {
  return observeDashboardCall(init.method, address, deadline, () => open(address, init, deadline));
}

async function open(address: string, { caching, headers, ...init }: DashboardInit, deadline: Deadline): Promise<Response> {
  const cache: RequestInit = caching ? { next: { tags: caching.tags, revalidate: caching.revalidate } } : { cache: 'no-store' };
  try {
    return await fetch(address, { ...init, headers: withRequestId(headers, Boolean(caching)), ...cache, signal: deadline.signal, redirect: 'manual' });
  } catch {
    throw failureOf(deadline);
  }
}

/** One call, its body read in full before the deadline, so a stalled answer is a timeout rather than a half-read one. */
export function callDashboard(address: string, init: DashboardInit, deadline: Deadline): Promise<DashboardAnswer> {
  return observeDashboardCall(init.method, address, deadline, async () => {
    const response = await open(address, init, deadline);
    try {
      return { status: response.status, headers: response.headers, body: await beforeDeadline(response, deadline) };
    } catch {
      throw failureOf(deadline);
    }
  });
}

/** The whole body, or a rejection once the deadline passes, whether or not fetch ends the stream itself. */
function beforeDeadline(response: Response, { signal }: Deadline): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      response.body?.cancel().catch(() => {});
      reject(signal.reason);
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    response.arrayBuffer().then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export const failureOf = (deadline: Deadline) => new DashboardFailure(deadline.expired() ? 'timeout' : 'unreachable');
