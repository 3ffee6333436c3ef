import 'server-only';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** DOOR_TIMEOUT_MS is read per call so tests (and operators) can shorten it. */
export function dashboardTimeoutMs(): number {
  const configured = Number(process.env.DOOR_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

/**
 * One deadline for everything a call asks of the dashboard (and, in the door, for reading the
 * browser's body first). `expired` tells the deadline's own end from the browser leaving.
 */
export interface Deadline {
  signal: AbortSignal;
  expired: () => boolean;
}

/** A deadline of `ms` for a call the server makes on its own behalf (a page's read). */
export function deadlineIn(ms = dashboardTimeoutMs()): Deadline {
  return deadlineOf(ms, null);
}

/**
 * A deadline for a call made for the browser's `request`. The browser leaving ends a read too,
 * but not a call that changes something: a customer who saves a new password or a quantity and
 * at once leaves the page must not find it lost because the server hung up on the dashboard.
 */
export function startDeadline(request: Request, { carryThrough }: { carryThrough: boolean }): Deadline {
  return deadlineOf(dashboardTimeoutMs(), carryThrough ? null : request.signal);
}

/**
 * A controller its own timer aborts: the pending timer holds it, so the deadline fires however
 * little else still refers to it. `AbortSignal.any([AbortSignal.timeout(ms), …])` did not hold:
 * the joined signal keeps its sources weakly and a collected timeout signal clears its timer, so
 * after a garbage collection a stalled body or dashboard call waited for ever
 * (tests/dashboard/deadline.test.ts).
 */
function deadlineOf(ms: number, endedAlsoBy: AbortSignal | null): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  timer.unref();
  const end = () => {
    clearTimeout(timer);
    controller.abort(endedAlsoBy?.reason);
  };
  if (endedAlsoBy?.aborted) end();
  else endedAlsoBy?.addEventListener('abort', end, { once: true });
  return { signal: controller.signal, expired: () => timedOut };
}
