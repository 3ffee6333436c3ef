/**
 * The job pages' calls, with the HTTP client and the error texts loaded on the first
 * click, not with the page (as buy again loads them); `failureOf` reads what went wrong.
 */
export const jobCalls = () => import('./api');

/** A failed call as the door's error, with the message to show and its HTTP status (0: no answer). */
export async function failureOf(failure: unknown) {
  const { normaliseError } = await import('@/shared/api/errors');
  return normaliseError(failure);
}

export type JobCalls = typeof import('./api');
