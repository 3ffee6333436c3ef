// @vitest-environment node
/**
 * The door's count order across instances (docs/architecture.md §1): the newest write of a line is
 * kept in the shared Redis, so an instance that never saw it (a fresh process's memory) still
 * forwards it when an older write of the same tab reaches it. A malformed order is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import type { BasketAnswer } from '@/modules/basket/contract';
import { basketForm, callDoor, cookieHeaderFrom } from './door-helpers';
import { eventually, outageRedis, redisServer, SKIP_REASON } from './redis-outage';

const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';
const WRITER = '0b6f3c52-5d7e-4a0f-9d1e-2f3a4b5c6d7e';

const oilForm = (count: number) => basketForm(OIL_SLUG, count);

const setCount = async (cookie: string, count: number, order: string) =>
  callDoor('basket', { method: 'POST', cookie, body: await oilForm(count), headers: { [COUNT_ORDER_HEADER]: order } });
const countIn = async (answer: Response) => ((await answer.json()) as BasketAnswer).basket.data[0]?.count;

/** A fresh instance: nothing of the count order in this process's memory. */
const forgetThisInstance = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for('ledfloor.countOrder')];

if (!redisServer) console.warn(`Skipping the count order's Redis tests: ${SKIP_REASON}`);

describe('the door’s count order', () => {
  it('refuses a malformed order before the dashboard is asked', async () => {
    const cookie = cookieHeaderFrom(await callDoor('default/session'));
    for (const bad of ['no-dot', `${WRITER}.`, `short.5`, `${WRITER}.12345678901234567`, `${WRITER}.-5`]) {
      expect((await setCount(cookie, 2, bad)).status).toBe(400);
    }
  });
});

describe.skipIf(!redisServer)('the door’s count order on a shared Redis', () => {
  let redis: Awaited<ReturnType<typeof outageRedis>>;

  beforeAll(async () => {
    redis = await outageRedis();
    await redis.start();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    forgetThisInstance();
    await redis.stop();
  });

  it('forwards the newest count another instance was given when an older write arrives', async () => {
    const cookie = cookieHeaderFrom(await callDoor('default/session'));
    await callDoor('basket/data', { method: 'POST', cookie, body: await oilForm(1) });
    // The client connects on first use; until then the order is kept in memory.
    await eventually(async () => {
      await setCount(cookie, 5, `${WRITER}.${Date.now() + 1000}`);
      return (await redis.inspect((client) => client.keys('door-count-order:*'))).length > 0;
    });
    const newest = `${WRITER}.${Date.now() + 60_000}`;
    expect(await countIn(await setCount(cookie, 7, newest))).toBe(7);

    forgetThisInstance();
    const older = await setCount(cookie, 2, `${WRITER}.${Date.now()}`);
    expect(older.status).toBe(200);
    expect(await countIn(older)).toBe(7);
    expect(await countIn(await callDoor('basket', { method: 'POST', cookie }))).toBe(7);
  });
});
