// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from '@/server/door/limiter-store';
import { eventually, outageRedis, redisServer, SKIP_REASON, timed } from './redis-outage';

const TIMEOUT_MS = 200;
// The deadline plus a margin for a busy machine; a queued command used to wait for minutes.
const FAST_MS = TIMEOUT_MS + 300;

if (!redisServer) console.warn(`Skipping the limiter store's Redis tests: ${SKIP_REASON}`);

describe.skipIf(!redisServer)('the door limiter store on a Redis that fails', () => {
  let redis: Awaited<ReturnType<typeof outageRedis>>;
  const limiter = () => createLimiter({ keyPrefix: `store-test-${Math.random()}`, points: 3, durationSeconds: 60 }, TIMEOUT_MS);
  const countedInRedis = (prefix: string, key: string) => redis.inspect(async (client) => Number(await client.get(`door-limit:${prefix}:${key}`)));

  beforeAll(async () => {
    redis = await outageRedis();
    process.env.REDIS_URL = redis.url; // nothing listens there yet
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    await redis.stop();
  });

  it('counts in memory within its deadline while Redis never came up, and blocks at the limit', async () => {
    const store = limiter();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { ms, value } = await timed(() => store.penalty('client-a'));
      expect(ms).toBeLessThan(FAST_MS);
      expect(value.consumedPoints).toBe(attempt);
    }
    const { ms, value } = await timed(() => store.get('client-a'));
    expect(ms).toBeLessThan(FAST_MS);
    expect(value?.consumedPoints).toBe(3);
  });

  it('counts in Redis once it is up, in memory while it is stopped, and in Redis again when it returns', async () => {
    const prefix = 'store-story';
    const store = createLimiter({ keyPrefix: prefix, points: 10, durationSeconds: 60 }, TIMEOUT_MS);
    await redis.start();
    // The client retries at most every two seconds; from then on the count lives in Redis.
    await eventually(async () => {
      await store.penalty('up');
      return (await countedInRedis(prefix, 'up')) > 0;
    });

    await redis.stop();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const { ms, value } = await timed(() => store.penalty('while-down'));
      expect(ms).toBeLessThan(FAST_MS);
      expect(value.consumedPoints).toBe(attempt);
    }
    const deleted = await timed(() => store.delete('while-down'));
    expect(deleted.ms).toBeLessThan(FAST_MS);

    await redis.start();
    await eventually(async () => {
      await store.penalty('back');
      return (await countedInRedis(prefix, 'back')) > 0;
    });
    const { ms } = await timed(() => store.get('back'));
    expect(ms).toBeLessThan(FAST_MS);
  });
});
