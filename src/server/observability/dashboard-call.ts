import 'server-only';
import { requestContext } from './request-context.mjs';
import { inSpan } from './tracing-hooks.mjs';

/**
 * What each call to the dashboard leaves behind (README "Operating"): an entry in its request's
 * log line (`dashboard: [{ call, status | outcome, ms }]`), a child span `dashboard <call>` while
 * tracing is on, and the request's id sent along as X-Request-Id, so the dashboard's own logs can
 * be joined to the storefront's.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
// A page that reads more than this is still one line; its first reads tell the story.
const MAX_TRIPS_LOGGED = 20;

/** A call as logs and traces name it: the method and the dashboard's path, never a query or a file's name (`GET products/by-slug`, `GET uploads`). */
export function dashboardCallName(method: string, address: string): string {
  const { pathname } = new URL(address);
  if (pathname.includes('/uploads/')) return `${method} uploads`;
  const api = pathname.indexOf('/api/');
  return `${method} ${api === -1 ? pathname : pathname.slice(api + '/api/'.length)}`;
}

/**
 * `headers` with the current request's id, for a call whose answer is not shared: a cached read's
 * headers are part of its key in Next's data cache, so an id there would make every read a miss.
 */
export function withRequestId(headers: HeadersInit | undefined, shared: boolean): HeadersInit | undefined {
  const id = requestContext()?.id;
  if (shared || !id) return headers;
  const sent = new Headers(headers);
  sent.set(REQUEST_ID_HEADER, id);
  return sent;
}

/** Why a call brought no answer, as DashboardFailure names it (client.ts), or `error`. */
const outcomeOf = (error: unknown) => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : 'error';
};

/** Runs one call to the dashboard (`run`), timing it and noting its status or why it failed. */
export function observeDashboardCall<T extends { status: number }>(method: string, address: string, run: () => Promise<T>): Promise<T> {
  const call = dashboardCallName(method, address);
  const started = performance.now();
  const note = (ending: { status: number } | { outcome: string }) => {
    const trips = requestContext()?.dashboard;
    if (trips && trips.length < MAX_TRIPS_LOGGED) trips.push({ call, ...ending, ms: Math.round((performance.now() - started) * 10) / 10 });
  };
  return inSpan(`dashboard ${call}`, { 'http.request.method': method, 'storefront.dashboard.call': call }, async (end) => {
    try {
      const answer = await run();
      note({ status: answer.status });
      end({ 'http.response.status_code': answer.status }, answer.status >= 500);
      return answer;
    } catch (error) {
      const outcome = outcomeOf(error);
      note({ outcome });
      end({ 'error.type': outcome }, true);
      throw error;
    }
  });
}
