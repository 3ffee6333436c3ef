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
  const timeout = AbortSignal.timeout(ms);
  return { signal: timeout, expired: () => timeout.aborted };
}

/**
 * A deadline for a call made for the browser's `request`. The browser leaving ends a read too,
 * but not a call that changes something: a customer who saves a new password or a quantity and
 * at once leaves the page must not find it lost because the server hung up on the dashboard.
 */
export function startDeadline(request: Request, { carryThrough }: { carryThrough: boolean }): Deadline {
  const timeout = AbortSignal.timeout(dashboardTimeoutMs());
  const signal = carryThrough ? timeout : AbortSignal.any([timeout, request.signal]);
  return { signal, expired: () => timeout.aborted };
}
