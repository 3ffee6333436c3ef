// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/healthz/route';
import { logger } from '@/server/observability/log.mjs';
import { eventually, outageRedis, redisServer, SKIP_REASON, timed } from './redis-outage';

if (!redisServer) console.warn(`Skipping the health check's Redis tests: ${SKIP_REASON}`);

const health = async () => {
  const response = await GET();
  return { status: response.status, body: (await response.json()) as { ok: boolean } };
};

/** What the server log said while the test ran. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  const keep = (...parts: unknown[]) => void logged.push(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '));
  vi.spyOn(logger(), 'error').mockImplementation(keep);
  vi.spyOn(logger(), 'info').mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /healthz without REDIS_URL', () => {
  it('answers 200: one instance, nothing shared', async () => {
    delete process.env.REDIS_URL;
    expect(await health()).toEqual({ status: 200, body: { ok: true } });
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
    expect(await health()).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers 503 without the reason, at once, while Redis is down, and 200 when it returns', async () => {
    await redis.stop();
    const { ms, value } = await timed(health);
    expect(ms).toBeLessThan(500);
    // Anyone may ask: the answer names no host, port or error; the log does.
    expect(value).toEqual({ status: 503, body: { ok: false } });
    expect(logged.join('\n')).toMatch(new RegExp(`"reason":"Redis at 127\\.0\\.0\\.1:\\d+ does not answer \\(.+\\).*healthz failing`));

    await redis.start();
    await eventually(async () => (await health()).status === 200);
    expect((await health()).body).toEqual({ ok: true });
  });

  it('answers 503 naming the missing key-space events on a Redis without them, and 200 once they are on', async () => {
    await redis.stop();
    await redis.start({ keyspaceEvents: '' });
    await eventually(async () => (await health()) && logged.some((line) => line.includes('notify-keyspace-events')));
    const { status, body } = await health();
    expect({ status, body }).toEqual({ status: 503, body: { ok: false } });
    expect(logged.join('\n')).toMatch(/"reason":".*notify-keyspace-events \\"\\"; the shared cache needs \\"Exe\\".*healthz failing/);

    await redis.inspect((client) => client.configSet('notify-keyspace-events', 'Exe'));
    expect(await health()).toEqual({ status: 200, body: { ok: true } });
  });
});
