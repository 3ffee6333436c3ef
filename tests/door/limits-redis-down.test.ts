// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type DoorLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { freePort } from '../../scripts/lib/cluster.mjs';
import { BROWSER_ORIGIN } from '../msw/server';
import { cookieHeaderFrom, DEMO } from './door-helpers';
import { stampedPeer } from './peer-stamp';
import { timed } from './redis-outage';

// A shared Redis that never answers: every count goes to each limiter's in-memory insurance.
describe('the new door limits while the shared Redis is down', () => {
  let limits: DoorLimits;
  beforeAll(async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    process.env.REDIS_TIMEOUT_MS = '200';
    limits = createAbuseLimits({ ...abuseLimitConfig({ DOOR_LIMIT_SUBSCRIBE_PER_EMAIL: '2' }), failedSignInsPerDevice: 2 });
  });
  afterAll(() => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_TIMEOUT_MS;
  });

  const send = (path: string, fields: Record<string, string>, client: string, cookie = '') =>
    timed(() =>
      door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { ...stampedPeer(client), cookie } }), {
        limits,
      }),
    );

  it('still answers 429 past a call limit and past a device cookie’s failures, without waiting on Redis', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2']) expect((await send('subscribe', { email: 'victim@example.com' }, client)).value.status).not.toBe(429);
    const refused = await send('subscribe', { email: 'victim@example.com' }, '198.51.100.3');
    expect(refused.value.status).toBe(429);
    expect(refused.ms).toBeLessThan(2_000);

    const device = cookieHeaderFrom((await send('user/login', DEMO, '203.0.113.1')).value);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await send('user/login', { ...DEMO, password: 'wrong' }, '198.51.100.9', device)).value.status).toBe(422);
    expect((await send('user/login', { ...DEMO, password: 'wrong' }, '198.51.100.9', device)).value.status).toBe(429);
  });
});
