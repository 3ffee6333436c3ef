// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/healthz/route';
import { eventually, outageRedis, redisServer, SKIP_REASON, timed } from './redis-outage';

if (!redisServer) console.warn(`Skipping the health check's Redis tests: ${SKIP_REASON}`);

const health = async () => {
  const response = await GET();
  return { status: response.status, body: (await response.json()) as { ok: boolean; redis: string; reason?: string } };
};

describe('GET /healthz without REDIS_URL', () => {
  it('answers 200: one instance, nothing shared', async () => {
    delete process.env.REDIS_URL;
    expect(await health()).toEqual({ status: 200, body: { ok: true, redis: 'not used' } });
  });
});

describe.skipIf(!redisServer)('GET /healthz with a shared Redis', () => {
  let redis: Awaited<ReturnType<typeof outageRedis>>;

  beforeAll(async () => {
    redis = await outageRedis();
    process.env.REDIS_TIMEOUT_MS = '200';
    process.env.REDIS_URL = redis.url;
    await redis.start();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_TIMEOUT_MS;
    await redis.stop();
  });

  it('answers 200 while Redis answers with key-space events on', async () => {
    expect(await health()).toEqual({ status: 200, body: { ok: true, redis: 'up' } });
  });

  it('answers 503 with the reason, at once, while Redis is down, and 200 when it returns', async () => {
    await redis.stop();
    const { ms, value } = await timed(health);
    expect(ms).toBeLessThan(500);
    expect(value.status).toBe(503);
    expect(value.body).toMatchObject({ ok: false, redis: 'down' });
    expect(value.body.reason).toMatch(new RegExp(`^Redis at 127\\.0\\.0\\.1:\\d+ does not answer \\(.+\\); pages come from this instance's own cache`));

    await redis.start();
    await eventually(async () => (await health()).status === 200);
    expect((await health()).body).toEqual({ ok: true, redis: 'up' });
  });

  it('answers 503 naming the missing key-space events on a Redis without them, and 200 once they are on', async () => {
    await redis.stop();
    await redis.start({ keyspaceEvents: '' });
    await eventually(async () => (await health()).body.redis !== 'down');
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, redis: 'unusable' });
    expect(body.reason).toMatch(/notify-keyspace-events ""; the shared cache needs "Exe"/);

    await redis.inspect((client) => client.configSet('notify-keyspace-events', 'Exe'));
    expect(await health()).toEqual({ status: 200, body: { ok: true, redis: 'up' } });
  });
});
