// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BasketAnswer } from '@/modules/basket/contract';
import { basketForm, callDoor, cookieHeaderFrom } from './door-helpers';

const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';
const KEY = '3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b';

const addForm = (count: number) => basketForm(OIL_SLUG, count);

async function visitor() {
  return cookieHeaderFrom(await callDoor('default/session'));
}

const add = (cookie: string, form: URLSearchParams, key?: string) =>
  callDoor('basket/data', { method: 'POST', body: form, cookie, headers: key ? { 'Idempotency-Key': key } : {} });

const countsIn = async (response: Response) => ((await response.json()) as BasketAnswer).basket.data.map((line) => line.count);

async function basketCounts(cookie: string) {
  return countsIn(await callDoor('basket', { method: 'POST', cookie }));
}

describe('door and sandbox: Idempotency-Key on basket changes', () => {
  it('makes an add sent twice with one key once, answering the same both times', async () => {
    const cookie = await visitor();
    const form = await addForm(2);
    const first = await add(cookie, form, KEY);
    const again = await add(cookie, form, KEY);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await countsIn(again)).toEqual([2]);
    expect(await basketCounts(cookie)).toEqual([2]);
  });

  it('makes two adds with two keys (or none) twice', async () => {
    const cookie = await visitor();
    const form = await addForm(1);
    await add(cookie, form, KEY);
    await add(cookie, form, `${KEY}-2`);
    await add(cookie, form);
    expect(await basketCounts(cookie)).toEqual([3]);
  });

  it('replays a refusal too: the change is not made later by the same key', async () => {
    const cookie = await visitor();
    await add(cookie, await addForm(10));
    const refused = await add(cookie, await addForm(1), KEY);
    expect(refused.status).toBe(422);
    const again = await add(cookie, await addForm(1), KEY);
    expect(again.status).toBe(422);
    expect(await basketCounts(cookie)).toEqual([10]);
  });

  it('refuses a key used for another change', async () => {
    const cookie = await visitor();
    await add(cookie, await addForm(1), KEY);
    const other = await add(cookie, await addForm(3), KEY);
    expect(other.status).toBe(422);
    expect(await basketCounts(cookie)).toEqual([1]);
  });

  it('refuses a malformed key at the door, before the dashboard is asked', async () => {
    const cookie = await visitor();
    const form = await addForm(1);
    for (const bad of ['short', 'x'.repeat(65), 'has space in it 1234', 'semi;colon-0123456789', '%33f2b8c1e-9a4d-4e6b']) {
      const answer = await add(cookie, form, bad);
      expect(answer.status, bad).toBe(400);
    }
    expect(await basketCounts(cookie)).toEqual([]);
  });

  it('keeps keys apart per basket: another visitor with the same key gets their own change', async () => {
    const form = await addForm(1);
    const [one, two] = [await visitor(), await visitor()];
    await add(one, form, KEY);
    await add(two, form, KEY);
    expect(await basketCounts(two)).toEqual([1]);
  });
});

describe('sandbox: one key sent twice at once', () => {
  it('makes the change once when both arrive together (the page and the worker sending)', async () => {
    const cookie = await visitor();
    const form = await addForm(2);
    const answers = await Promise.all([add(cookie, form, KEY), add(cookie, form, KEY)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await basketCounts(cookie)).toEqual([2]);
  });
});

describe('door and sandbox: Idempotency-Key on a basket line removed offline', () => {
  it('removes a line sent twice with one key once, answering the removal both times', async () => {
    const cookie = await visitor();
    const added = (await (await add(cookie, await addForm(2))).json()) as BasketAnswer;
    const form = new URLSearchParams({ id: String(added.basket.data[0].id) });
    const remove = () => callDoor('basket/delete', { method: 'POST', body: form, cookie, headers: { 'Idempotency-Key': KEY } });
    const first = await remove();
    const again = await remove();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await basketCounts(cookie)).toEqual([]);
  });

  it('sets a quantity sent twice with one key once, and refuses the key for another count', async () => {
    const cookie = await visitor();
    const form = await addForm(1);
    await add(cookie, form);
    const withCount = (count: number) => new URLSearchParams([...form].map(([name, value]) => [name, name === 'count' ? String(count) : value]));
    const setTo = (count: number) => callDoor('basket', { method: 'POST', body: withCount(count), cookie, headers: { 'Idempotency-Key': KEY } });
    expect((await setTo(4)).status).toBe(200);
    expect((await setTo(4)).status).toBe(200);
    expect((await setTo(6)).status).toBe(422);
    expect(await basketCounts(cookie)).toEqual([4]);
  });
});
