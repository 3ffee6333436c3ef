import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from './redis';

export interface LimiterOptions {
  /** Names the counter, so limiters sharing one store keep their keys apart. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * The one place the door's limiters get their store. With REDIS_URL every instance counts in
 * the shared Redis, so failed sign-ins spread over instances reach the limit together; while
 * Redis cannot be reached, each instance counts in memory (the insurance limiter) rather than
 * letting every attempt through. Without REDIS_URL: in memory, right for one process.
 */
export function createLimiter({ keyPrefix, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const storeClient = sharedRedis();
  if (!storeClient) return memory;
  return new RateLimiterRedis({
    storeClient,
    useRedisPackage: true,
    keyPrefix: `door-limit:${keyPrefix}`,
    points,
    duration: durationSeconds,
    insuranceLimiter: memory,
  });
}
