// @vitest-environment node
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failFastSocket } from '@/server/cache/fail-fast-redis.mjs';
import { FailSafeCache } from '@/server/cache/fail-safe-cache.mjs';
import { sharedCacheProblem } from '@/server/cache/shared-cache-state.mjs';
import { eventually, outageRedis, redisServer, SKIP_REASON, timed } from '../door/redis-outage';

const TIMEOUT_MS = 200;
const FAST_MS = TIMEOUT_MS + 300;
const PREFIX = 'fail-safe-test:';
const quiet = { log: () => {}, error: () => {} };

if (!redisServer) console.warn(`Skipping the cache handler's Redis tests: ${SKIP_REASON}`);

const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: undefined, status: 200, headers: { 'x-next-cache-tags': `_N_T_/${html}` } });
const PAGE = { kind: 'APP_PAGE' };

function cacheOn(url: string) {
  return new FailSafeCache({
    url,
    timeoutMs: TIMEOUT_MS,
    log: quiet,
    makeShared: () => new RedisStringsHandler({ redisUrl: url, database: 0, keyPrefix: PREFIX, getTimeoutMs: TIMEOUT_MS, socketOptions: failFastSocket() }),
  });
}

describe.skipIf(!redisServer)('the cache handler on a Redis that fails', () => {
  let redis: Awaited<ReturnType<typeof outageRedis>>;
  beforeAll(async () => {
    redis = await outageRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('serves from its own memory, within its deadline, while Redis never came up; stores in Redis once it is up and again after an outage', async () => {
    const cache = cacheOn(redis.url);
    const miss = await timed(() => cache.get('/absent', PAGE));
    expect(miss.ms).toBeLessThan(FAST_MS);
    expect(miss.value).toBeNull();
    await cache.set('/kept', page('kept'), { tags: [] });
    expect((await timed(() => cache.get('/kept', PAGE))).ms).toBeLessThan(FAST_MS);
    expect((await cache.get('/kept', PAGE))?.value).toMatchObject({ html: 'kept' });
    expect(sharedCacheProblem()).toMatch(/does not answer|connecting/);

    await redis.start();
    await eventually(async () => cache.usingRedis);
    expect(sharedCacheProblem()).toBeNull();
    // What was kept during the outage is dropped: another instance may have revalidated it.
    expect(await cache.get('/kept', PAGE)).toBeNull();
    await cache.set('/shared', page('shared'), { tags: [] });
    expect(await redis.inspect((client) => client.exists(`${PREFIX}/shared`))).toBe(1);

    await redis.stop();
    await eventually(async () => !cache.usingRedis);
    const during = await timed(() => cache.get('/shared', PAGE));
    expect(during.ms).toBeLessThan(FAST_MS);
    await cache.set('/during', page('during'), { tags: [] });
    expect((await cache.get('/during', PAGE))?.value).toMatchObject({ html: 'during' });
    // A revalidation made meanwhile applies to what the instance keeps itself.
    await cache.revalidateTag('_N_T_/during');
    expect(await cache.get('/during', PAGE)).toBeNull();

    await redis.start();
    await eventually(async () => cache.usingRedis);
    // This Redis restarted empty: the page's tags must be recorded again, or a revalidation on
    // another instance would not find the page.
    await cache.set('/shared', page('shared'), { tags: [] });
    expect(await redis.inspect((client) => client.hExists(`${PREFIX}__sharedTags__`, '/shared'))).toBe(true);
    await cache.set('/after', page('after'), { tags: [] });
    expect(await redis.inspect((client) => client.exists(`${PREFIX}/after`))).toBe(1);
    expect((await cache.get('/after', PAGE))?.value).toMatchObject({ html: 'after' });
  });

  it("uses Redis again only once its subscribers listen, so a revalidation on another instance drops this one's page", async () => {
    await redis.stop();
    await redis.start();
    const a = cacheOn(redis.url);
    await eventually(async () => a.usingRedis);
    await redis.stop();
    await eventually(async () => !a.usingRedis);
    // Redis returns without key-space events: A's subscribers fail to set up again and back off
    // (the cache library doubles its wait up to 10 s), then the configuration is fixed.
    await redis.start({ keyspaceEvents: '' });
    await eventually(async () => a.link.state === 'unusable');
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await redis.inspect((client) => client.configSet('notify-keyspace-events', 'Exe'));
    await eventually(async () => a.usingRedis, 20_000);

    const b = cacheOn(redis.url);
    await eventually(async () => b.usingRedis);
    await b.set('/on-b', page('on-b'), { tags: [] });
    expect((await b.get('/on-b', PAGE))?.value).toMatchObject({ html: 'on-b' });
    // A learns which tags B's page carries only from B's message, and drops it on revalidation.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.revalidateTag('_N_T_/on-b');
    await eventually(async () => (await b.get('/on-b', PAGE)) === null, 1_000);
    await redis.stop();
  }, 45_000);

  it('never asks a Redis without key-space events, and says why', async () => {
    await redis.stop();
    await redis.start({ keyspaceEvents: '' });
    const cache = cacheOn(redis.url);
    await eventually(async () => cache.link.state === 'unusable');
    expect(sharedCacheProblem()).toMatch(/notify-keyspace-events ""/);
    const { ms } = await timed(() => cache.get('/any', PAGE));
    expect(ms).toBeLessThan(FAST_MS);
    await cache.set('/any', page('any'), { tags: [] });
    expect((await cache.get('/any', PAGE))?.value).toMatchObject({ html: 'any' });
    expect(await redis.inspect((client) => client.exists(`${PREFIX}/any`))).toBe(0);
  });
});
