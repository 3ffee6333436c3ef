import 'server-only';
import { createClient } from 'redis';
import { failFastClientOptions, keyspaceEventsProblem, redisTimeoutMs, withDeadline } from '@/server/cache/fail-fast-redis.mjs';
import { sharedCacheProblem } from '@/server/cache/shared-cache-state.mjs';
import { logger } from '@/server/observability/log.mjs';
import { outsideRequest } from '@/server/observability/request-context.mjs';

/**
 * The one Redis every instance shares (REDIS_URL), for state that must count across instances
 * (the door's abuse limits, door/limiter-store.ts). Next's page and data cache reach the same
 * Redis through their own handler (src/server/cache/redis-cache-handler.mjs). Without REDIS_URL
 * there is none: one instance, state in memory. The client refuses at once while Redis is
 * unreachable (cache/fail-fast-redis.mjs), so callers fall back instead of waiting.
 */

export type SharedRedis = ReturnType<typeof createClient>;

// Route handlers are bundled apart; one client per process, not one per bundle.
const CLIENT = Symbol.for('ledfloor.doorRedis');
const holder = globalThis as { [CLIENT]?: SharedRedis };

export const hasSharedRedis = () => Boolean(process.env.REDIS_URL);

/** Where the Redis is, without the credentials a URL may carry. */
export const redisAddress = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
};

/** This process's client, connecting on first use; null without REDIS_URL. */
export function sharedRedis(): SharedRedis | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  // Made outside the request that first asks: its events belong to no request.
  holder[CLIENT] ??= outsideRequest(() => connectedClient(url));
  return holder[CLIENT];
}

function connectedClient(url: string): SharedRedis {
  const client = createClient(failFastClientOptions(url));
  // One line when Redis goes away and one when it returns, not one per reconnection attempt.
  let reachable = true;
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    logger().error({ redis: redisAddress(url), err: error }, 'redis unreachable: the door counts in memory until it returns');
  });
  client.on('ready', () => {
    if (!reachable) logger().info({ redis: redisAddress(url) }, 'redis answers again: the door counts in Redis');
    reachable = true;
  });
  client.connect().catch(() => {});
  return client;
}

/** Resolves once `client` is connected, or rejects after `ms`. */
function readyWithin(client: SharedRedis, ms: number): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return withDeadline(new Promise<void>((resolve) => client.once('ready', () => resolve())), ms, 'connecting');
}

export type RedisHealth = { redis: 'up' } | { redis: 'not used' } | { redis: 'down' | 'unusable'; reason: string };

/**
 * For health checks: does the shared Redis answer within REDIS_TIMEOUT_MS, can it carry the
 * shared cache (key-space events), and is this instance's cache handler using it?
 */
export async function sharedRedisHealth(): Promise<RedisHealth> {
  const client = sharedRedis();
  if (!client) return { redis: 'not used' };
  const ms = redisTimeoutMs();
  const address = redisAddress(process.env.REDIS_URL!);
  try {
    await readyWithin(client, ms);
    await withDeadline(client.ping(), ms, 'PING');
  } catch (error) {
    return { redis: 'down', reason: `Redis at ${address} does not answer (${(error as Error).message}); pages come from this instance's own cache, sign-in limits count in its memory` };
  }
  try {
    const problem = (await keyspaceEventsProblem(client, ms)) ?? sharedCacheProblem();
    return problem ? { redis: 'unusable', reason: problem } : { redis: 'up' };
  } catch (error) {
    return { redis: 'down', reason: `Redis at ${address} did not answer CONFIG GET (${(error as Error).message})` };
  }
}
