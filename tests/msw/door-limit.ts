/**
 * The door's answer when one of its abuse limits is used up (src/server/door/abuse-limits.ts):
 * 429, `{ message }` and `Retry-After` in seconds. The forms' tests stand this in for the limit
 * itself (the door is not what they test): the next calls to `path` are refused.
 */
import { http, HttpResponse } from 'msw';
import { BROWSER_ORIGIN, server } from './server';

/** The door's own text, which says how long to wait. */
export const DOOR_REFUSAL = 'Too many attempts. Try again in 12 minutes.';

interface Refusal {
  /** The body's message; `null` sends a body without one, as a proxy in front might. */
  message?: string | null;
  retryAfterSeconds?: number;
}

/** Refuses every call to the door's `/api/<path>` (any method) with a 429 until the test ends. */
export function doorRefuses(path: string, { message = DOOR_REFUSAL, retryAfterSeconds = 12 * 60 }: Refusal = {}) {
  const calls: Request[] = [];
  server.use(
    http.all(`${BROWSER_ORIGIN}/api/${path}`, ({ request }) => {
      calls.push(request);
      return HttpResponse.json(message === null ? {} : { message }, { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } });
    }),
  );
  return calls;
}
