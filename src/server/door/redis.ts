import 'server-only';
import { createClient } from 'redis';

/**
 * The one Redis every instance shares (REDIS_URL), for state that must count across instances
 * (the door's abuse limits: rate-limiter-flexible's RateLimiterRedis with `useRedisPackage: true`).
 * Next's page and data cache reach the same Redis through their own handler
 * (src/server/cache/redis-cache-handler.mjs). Without REDIS_URL there is none: one instance,
 * state in memory.
 */

export type SharedRedis = ReturnType<typeof createClient>;

let shared: SharedRedis | null = null;

export const hasSharedRedis = () => Boolean(process.env.REDIS_URL);

/** This process's client, connecting on first use (commands wait for the connection); null without REDIS_URL. */
export function sharedRedis(): SharedRedis | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  if (!shared) {
    const client = createClient({ url, pingInterval: 10_000 });
    // Without a listener a lost connection would crash the process; the client reconnects by itself.
    client.on('error', (error: Error) => console.error(`[redis] ${error.message}`));
    client.connect().catch(() => {});
    shared = client;
  }
  return shared;
}

/** For health checks: does the shared Redis answer within `timeoutMs`? */
export async function sharedRedisAnswers(timeoutMs = 1_000): Promise<boolean> {
  const client = sharedRedis();
  if (!client) return false;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([client.ping().then((answer) => answer === 'PONG').catch(() => false), timeout]);
}
