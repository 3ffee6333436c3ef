/**
 * Next's cache handler when REDIS_URL is set (next.config.ts): every instance keeps prerendered
 * pages, cached fetches and tags in one Redis, so a revalidation on one instance is seen by all.
 * @trieb.work/nextjs-turbo-redis-cache prefixes keys with the build id (two builds never share
 * pages) and hears other instances' tag changes through Redis key-space events
 * (`notify-keyspace-events Exe`, README "Deployment").
 */
import TurboRedisCache from '@trieb.work/nextjs-turbo-redis-cache';

/** The database a redis:// URL names (`redis://host:6379/2`), 0 when it names none. */
function databaseOf(redisUrl) {
  const database = Number(new URL(redisUrl).pathname.slice(1));
  return Number.isInteger(database) && database >= 0 ? database : 0;
}

export default class SharedRedisCache extends TurboRedisCache {
  constructor(options) {
    const redisUrl = process.env.REDIS_URL;
    super({ ...options, redisUrl, database: databaseOf(redisUrl) });
  }
}
