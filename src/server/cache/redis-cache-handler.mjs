// @ts-check
/**
 * Next's cache handler when REDIS_URL is set (next.config.ts): every instance keeps prerendered
 * pages, cached fetches and tags in one Redis, so a revalidation on one instance is seen by all.
 * @trieb.work/nextjs-turbo-redis-cache does the Redis work: keys prefixed with the build id (two
 * builds never share pages), other instances' changes heard through key-space events
 * (`notify-keyspace-events Exe`, docs/deployment.md "Shared: Redis, and nothing else"), and each
 * Redis read kept in memory for
 * a few seconds until such an event or its own expiry drops it. FailSafeCache keeps pages
 * served from this instance's memory while that Redis is down, absent or unusable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { failFastSocket, redisTimeoutMs } from './fail-fast-redis.mjs';
import { FailSafeCache } from './fail-safe-cache.mjs';
import { ParsedEntryMemo } from './parsed-entry-memo.mjs';
import { logger } from '../observability/log.mjs';
import { outsideRequest } from '../observability/request-context.mjs';

/**
 * The database a redis:// URL names (`redis://host:6379/2`), 0 when it names none.
 * @param {string} redisUrl
 */
function databaseOf(redisUrl) {
  const database = Number(new URL(redisUrl).pathname.slice(1));
  return Number.isInteger(database) && database >= 0 ? database : 0;
}

/** @param {string} serverDistDir */
function buildIdOf(serverDistDir) {
  return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
}

/**
 * The library parses the held read again on every request, and also serialises whole entries
 * for debug lines that are off, which cost about 1.5 ms per cached page (a fifth of the
 * single-instance throughput). A page entry parsed once is handed out again for as long as the
 * library holds the same read; fetch entries go through the library, which checks their tags.
 */
class ReusingRedisHandler extends RedisStringsHandler {
  // The library keeps its map of held reads private; this handler reads it, by design.
  #parsed = new ParsedEntryMemo(() => /** @type {{ inMemoryDeduplicationCache?: Map<string, unknown> }} */ (/** @type {unknown} */ (this)).inMemoryDeduplicationCache);

  /** @type {RedisStringsHandler['get']} */
  async get(key, ctx) {
    if (ctx?.kind === 'FETCH') return super.get(key, ctx);
    return this.#parsed.reuseOrRead(key, () => super.get(key, ctx));
  }
}

// Next makes a handler per route module; all of them share one Redis connection and one memory.
/** @type {FailSafeCache | undefined} */
let shared;

/** @typedef {ConstructorParameters<typeof RedisStringsHandler>[0] & { serverDistDir: string }} HandlerOptions */

export default class SharedRedisCache {
  /** @param {HandlerOptions} options */
  constructor(options) {
    if (!shared) {
      // next.config.ts names this handler only when REDIS_URL is set.
      const redisUrl = /** @type {string} */ (process.env.REDIS_URL);
      const timeoutMs = redisTimeoutMs();
      // Made outside the request that first asks: its connections' events belong to no request.
      shared = outsideRequest(() => new FailSafeCache({
        url: redisUrl,
        timeoutMs,
        log: { log: (line) => logger().info(line), error: (line) => logger().error(line) },
        // The library's client keeps its offline queue (its synced maps load through it when
        // Redis returns); FailSafeCache asks it nothing while it is not connected.
        makeShared: () =>
          new ReusingRedisHandler({
            ...options,
            redisUrl,
            database: databaseOf(redisUrl),
            keyPrefix: process.env.KEY_PREFIX || buildIdOf(options.serverDistDir),
            getTimeoutMs: timeoutMs,
            socketOptions: failFastSocket(),
            clientOptions: { commandsQueueMaxLength: 10_000 },
          }),
      }));
    }
  }

  /** @param {Parameters<FailSafeCache['get']>} args */
  get(...args) {
    return /** @type {FailSafeCache} */ (shared).get(...args);
  }

  /** @param {Parameters<FailSafeCache['set']>} args */
  set(...args) {
    return /** @type {FailSafeCache} */ (shared).set(...args);
  }

  /** @param {Parameters<FailSafeCache['revalidateTag']>} args */
  revalidateTag(...args) {
    return /** @type {FailSafeCache} */ (shared).revalidateTag(...args);
  }

  /** @param {Parameters<FailSafeCache['resetRequestCache']>} args */
  resetRequestCache(...args) {
    return /** @type {FailSafeCache} */ (shared).resetRequestCache(...args);
  }
}
