import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  /** Names the counter, so limiters sharing one store keep their keys apart. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * The one place the door's limiters get their store. In memory by default: right for one
 * storefront process. Several processes must share counts: make this return, for example,
 * `new RateLimiterRedis({ storeClient, keyPrefix, points, duration, insuranceLimiter })` —
 * every limiter of the door then counts in that store, and nothing else changes.
 */
export function createLimiter({ keyPrefix, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}
