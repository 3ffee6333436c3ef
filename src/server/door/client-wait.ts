import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddressOf } from './client-address';

/**
 * Spends one point of the client's (its address as the door reads it, client-address.ts) in
 * `limiter`; the seconds to wait when none is left, else null. A store failure throws.
 */
export async function clientWait(request: Request, limiter: RateLimiterAbstract): Promise<number | null> {
  try {
    await limiter.consume(clientAddressOf(request));
    return null;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return Math.max(1, Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000));
  }
}
