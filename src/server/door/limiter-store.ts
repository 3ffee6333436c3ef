import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisTimeoutMs, withDeadline } from '@/server/cache/fail-fast-redis.mjs';
import { countLimitRefusal } from '@/server/observability/metrics.mjs';
import { sharedRedis } from './redis';

export interface LimiterOptions {
  /** Names the counter, so limiters sharing one store keep their keys apart. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** The store methods every limiter call goes through; a rejection hands the call to the insurance limiter. */
interface RedisStoreCalls {
  _upsert(...args: unknown[]): Promise<unknown>;
  _get(...args: unknown[]): Promise<unknown>;
  _delete(...args: unknown[]): Promise<unknown>;
}
type RedisStoreOptions = ConstructorParameters<typeof RateLimiterRedis>[0];
// RateLimiterStoreAbstract sends every call through these; its types do not list them.
const RedisStore = RateLimiterRedis as unknown as new (options: RedisStoreOptions) => RateLimiterAbstract & RedisStoreCalls;

/**
 * Counts in Redis, but gives each Redis call `timeoutMs`: one that is refused (not connected) or
 * late goes to the in-memory insurance limiter, so a sign-in never waits on a dead Redis.
 */
class DeadlinedRedisLimiter extends RedisStore {
  constructor(
    options: RedisStoreOptions,
    private readonly timeoutMs: number,
  ) {
    super({ ...options, rejectIfRedisNotReady: true, useRedisPackage: true });
  }

  _upsert(...args: unknown[]) {
    return withDeadline(super._upsert(...args), this.timeoutMs, 'limiter upsert');
  }

  _get(...args: unknown[]) {
    return withDeadline(super._get(...args), this.timeoutMs, 'limiter get');
  }

  _delete(...args: unknown[]) {
    return withDeadline(super._delete(...args), this.timeoutMs, 'limiter delete');
  }
}

/**
 * The one place the door's limiters get their store. With REDIS_URL every instance counts in
 * the shared Redis, so failed sign-ins spread over instances reach the limit together; while
 * Redis is down, never came up, or does not answer within REDIS_TIMEOUT_MS, each instance
 * counts in memory (the insurance limiter) rather than letting every attempt through or making
 * the customer wait; each call tries Redis again, so counting returns there with it. Without
 * REDIS_URL: in memory, right for one process.
 */
export function createLimiter({ keyPrefix, points, durationSeconds }: LimiterOptions, timeoutMs = redisTimeoutMs()): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const storeClient = sharedRedis();
  if (!storeClient) return countingRefusals(memory, keyPrefix);
  const redis = new DeadlinedRedisLimiter(
    { storeClient, keyPrefix: `door-limit:${keyPrefix}`, points, duration: durationSeconds, insuranceLimiter: memory },
    timeoutMs,
  );
  return countingRefusals(redis, keyPrefix);
}

/**
 * Counts each call `limiter` refuses under its name (storefront_limit_refusals_total, docs/operating.md
 * "Metrics"); the insurance limiter answers through this one, so a refusal counts once.
 */
function countingRefusals(limiter: RateLimiterAbstract, name: string): RateLimiterAbstract {
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (...args) =>
    consume(...args).catch((rejection: unknown) => {
      // A refusal rejects with the limiter's answer; an Error is a failure of the store.
      if (!(rejection instanceof Error)) countLimitRefusal(name);
      throw rejection;
    });
  return limiter;
}
