import 'server-only';
import { dashboardCallName } from '../dashboard/call-name';
import type { Deadline } from '../dashboard/deadline';
import { installedMetrics, observeDashboardCall as countDashboardCall, outcomeOfStatus } from './metrics.mjs';
import { requestContext } from './request-context.mjs';
import { inSpan } from './tracing-hooks.mjs';

/**
 * What each call to the dashboard leaves behind (docs/operating.md): its time by call and
 * outcome on the metrics port, an entry in its request's log line
 * (`dashboard: [{ call, status | outcome, ms }]`), a child span `dashboard <call>` while tracing
 * is on, and the request's id sent along as X-Request-Id, so the dashboard's own logs can be
 * joined to the storefront's. Calls are named from a bounded set (call-name.ts).
 */

export const REQUEST_ID_HEADER = 'x-request-id';
// A page that reads more than this is still one line; its first reads tell the story.
const MAX_TRIPS_LOGGED = 20;

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

/**
 * Runs one call to the dashboard (`run`), timing it and noting its status or why it failed. A
 * read the browser left is not counted as the dashboard's failure in the metrics.
 */
export function observeDashboardCall<T extends { status: number }>(method: string, address: string, deadline: Deadline, run: () => Promise<T>): Promise<T> {
  const call = dashboardCallName(method, address);
  const started = performance.now();
  const note = (ending: { status: number } | { outcome: string }) => {
    const ms = performance.now() - started;
    const trips = requestContext()?.dashboard;
    if (trips && trips.length < MAX_TRIPS_LOGGED) trips.push({ call, ...ending, ms: Math.round(ms * 10) / 10 });
    if (!installedMetrics()) return;
    if ('status' in ending) countDashboardCall(call, outcomeOfStatus(ending.status), ms / 1000);
    else if (ending.outcome === 'timeout' || !deadline.signal.aborted) countDashboardCall(call, ending.outcome === 'timeout' ? 'timeout' : 'unreachable', ms / 1000);
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
