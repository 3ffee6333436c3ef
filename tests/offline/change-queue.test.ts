import { http, HttpResponse } from 'msw';
import { VISITOR } from '@/modules/offline/owner';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { BasketAnswer } from '@/modules/basket/contract';
import { newChange, sendWaiting, waitingChanges, type QueuedChange, type SendOutcome } from '@/modules/offline/change-queue';
import { sendChange } from '@/modules/offline/send-change';
import { memoryStore, queue, variantPairs } from './queue-helpers';
import { BROWSER_ORIGIN, server } from '../msw/server';

const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';

async function oilFields(count: number): Promise<[string, string][]> {
  return [...(await variantPairs(OIL_SLUG)), ['count', String(count)]];
}

const setCount = (fields: [string, string][], count: number): [string, string][] => fields.map(([name, value]) => [name, name === 'count' ? String(count) : value]);

async function basketCounts(): Promise<number[]> {
  const answer = await fetch(`${BROWSER_ORIGIN}/api/basket`, { method: 'POST' });
  return ((await answer.json()) as BasketAnswer).basket.data.map((line) => line.count);
}


describe('the offline basket queue', () => {
  beforeEach(async () => {
    await fetch(`${BROWSER_ORIGIN}/api/default/session`);
  });

  it('sends the changes in the order they were made, then forgets them', async () => {
    const store = memoryStore();
    const add = await oilFields(2);
    // Adds 2, sets the line to 7, adds 1: in this order 8; in any other order something else.
    await queue(store, newChange('add', '/basket/data', add, 'Oil × 2'), newChange('quantity', '/basket', setCount(add, 7), 'Oil: 7'), newChange('add', '/basket/data', setCount(add, 1), 'Oil × 1'));
    const { made } = await sendWaiting(store, sendChange, VISITOR);
    expect(made).toHaveLength(3);
    expect(await basketCounts()).toEqual([8]);
    expect(await store.all()).toEqual([]);
  });

  it('makes a change whose answer was lost once, when it is sent again with its key', async () => {
    const store = memoryStore();
    await queue(store, newChange('add', '/basket/data', await oilFields(3), 'Oil × 3'));
    // The dashboard makes the change, the answer never reaches the device.
    const answerLost = async (change: QueuedChange): Promise<SendOutcome> => {
      await sendChange(change);
      return { unanswered: true };
    };
    expect((await sendWaiting(store, answerLost, VISITOR)).made).toHaveLength(0);
    expect(await store.all()).toHaveLength(1);
    expect((await sendWaiting(store, sendChange, VISITOR)).made).toHaveLength(1);
    expect(await basketCounts()).toEqual([3]);
  });

  it('keeps a refused change with the refusal, and still sends the ones after it', async () => {
    const store = memoryStore();
    const add = await oilFields(9);
    await queue(store, newChange('add', '/basket/data', add, 'Oil × 9'), newChange('add', '/basket/data', setCount(add, 5), 'Oil × 5'), newChange('add', '/basket/data', setCount(add, 1), 'Oil × 1'));
    await sendWaiting(store, sendChange, VISITOR);
    expect(await basketCounts()).toEqual([10]);
    const left = await waitingChanges(store);
    expect(left.map(({ label, refused }) => ({ label, refused }))).toEqual([{ label: 'Oil × 5', refused: MAX_QUANTITY_MESSAGE }]);
    // A refused change is not sent again by the next flush.
    await sendWaiting(store, sendChange, VISITOR);
    expect(await basketCounts()).toEqual([10]);
  });

  it('stops at the first change without an answer, so no later one overtakes it', async () => {
    const store = memoryStore();
    const add = await oilFields(1);
    await queue(store, newChange('add', '/basket/data', add, 'first'), newChange('quantity', '/basket', setCount(add, 4), 'second'));
    server.use(http.post(`${BROWSER_ORIGIN}/api/basket/data`, () => HttpResponse.error()));
    expect((await sendWaiting(store, sendChange, VISITOR)).made).toHaveLength(0);
    expect((await waitingChanges(store)).map((change) => change.label)).toEqual(['first', 'second']);
    expect(await basketCounts()).toEqual([]);
  });
});
