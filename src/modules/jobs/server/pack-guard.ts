import 'server-only';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { clientAddressOf } from '@/server/door/client-address';
import { packLimits } from './pack-limits';

export const PACKS_BUSY_MESSAGE = 'Many job packs are being made right now. Try again in a few seconds.';
const BUSY_RETRY_SECONDS = 10;

// Route handlers are bundled apart (the owner's pack, the crew's): one count per process.
const IN_FLIGHT = Symbol.for('ledfloor.packsInFlight');
const holder = globalThis as { [IN_FLIGHT]?: { count: number } };
const inFlight = () => (holder[IN_FLIGHT] ??= { count: 0 });

/** A refusal the customer reads: plain text (a link's download shows it as the page), with when to try again. */
function refusal(status: number, message: string, retryAfter: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': retryAfter, 'cache-control': 'private, no-store' },
  });
}

/**
 * What stands before a job pack (docs/jobs.md "Packs within bounds"): at most JOB_PACK_MAX_IN_FLIGHT packs are made
 * at once on this instance (another is 503 with Retry-After, spending none of the customer's
 * limit), and each pack spends a point of the door's job-packs limit per client and per account
 * (429 with Retry-After past it). `make` gets the request's signal: the customer leaving stops the
 * pack, which then answers nothing useful to no one.
 */
export async function guardPack(request: Request, apiKey: string | undefined, make: (signal: AbortSignal) => Promise<Response>): Promise<Response> {
  const packs = inFlight();
  // Counted before anything is awaited, so a burst cannot slip past the cap.
  packs.count += 1;
  try {
    if (packs.count > packLimits().maxInFlight) return refusal(503, PACKS_BUSY_MESSAGE, String(BUSY_RETRY_SECONDS));
    const reservation = await doorAbuseLimits()({
      rule: { limit: 'jobPacks' },
      client: clientAddressOf(request),
      fields: {},
      cookies: { apiKey, hasProfile: false, hasBasketCount: false, sessionOnlySignIn: false, renamed: [] },
    });
    if ('refusal' in reservation) {
      const { message } = (await reservation.refusal.json()) as { message: string };
      return refusal(429, message, reservation.refusal.headers.get('retry-after') ?? '60');
    }
    try {
      const answer = await make(request.signal);
      await reservation.settle(answer.status);
      return answer;
    } catch (error) {
      if (!request.signal.aborted) throw error;
      // The customer left: no one reads this.
      await reservation.settle(499);
      return new Response(null, { status: 499 });
    }
  } finally {
    packs.count -= 1;
  }
}
