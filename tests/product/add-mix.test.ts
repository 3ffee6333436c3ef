import { http, HttpResponse } from 'msw';
import { VISITOR } from '@/modules/offline/owner';
import { addMix } from '@/modules/basket/add-mix';
import { sendQueued } from '@/modules/offline/send-queued';
import { waitingChanges } from '@/modules/offline/change-queue';
import type { BasketAnswer } from '@/modules/basket/contract';
import { selectBasketLines } from '@/modules/basket/basket-slice';
import { makeStore } from '@/shared/store/store';
import { memoryStore } from '../offline/queue-helpers';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, cookieJar, server } from '../msw/server';
import { seededProduct } from './harness';

const signedOutStore = () => makeStore({ auth: { user: null, status: 'signedOut' } });

const basketCounts = async () => {
  const answer = (await (await fetch(`${BROWSER_ORIGIN}/api/basket`, { method: 'POST' })).json()) as BasketAnswer;
  return answer.basket.data.map((line) => [line.priceData.id, line.count]);
};

/** The calculator's "Add to basket": the mix goes in through the basket calls (the sandbox behind MSW). */
describe('adding a calculated mix', () => {
  it('adds each size, and counts a line with the same colours in another order as the same line, stopping at 10', async () => {
    const product = seededProduct((p) => p.color.length >= 2 && p.price_type_data.length > 0);
    const [price] = product.price_type_data;
    const [first, second] = product.color.map((colour) => colour.id);
    const store = signedOutStore();
    const mix = (colorIds: number[], count: number) =>
      addMix({ productId: product.id, productTitle: product.title, colorIds, lines: [{ container: { litres: 1, price }, count }], store });

    expect(await mix([first, second], 7)).toEqual({ added: 7, capped: false, waiting: [] });
    expect(await mix([second, first], 7)).toEqual({ added: 3, capped: true, waiting: [] });
    expect(await mix([first, second], 1)).toEqual({ added: 0, capped: true, waiting: [] });

    const lines = selectBasketLines(store.getState()).filter((line) => line.products_id === product.id && line.priceData.id === price.id);
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(10);
  });
});

/** Without signal the mix waits on the device like "Add to basket" (docs/offline.md), and arrives once. */
describe('a calculated mix added without signal', () => {
  beforeEach(async () => {
    await fetch(`${BROWSER_ORIGIN}/api/default/session`);
  });

  const twoSizes = () => {
    const product = seededProduct((p) => p.price_type_data.length >= 2);
    const [small, large] = product.price_type_data;
    const lines = [
      { container: { litres: 1, price: small }, count: 2 },
      { container: { litres: 2.5, price: large }, count: 1 },
    ];
    return { product, small, large, lines };
  };

  it('keeps every size on the device when the device says it is offline, then the basket holds each once', async () => {
    const { product, small, large, lines } = twoSizes();
    const queue = memoryStore();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const outcome = await addMix({ productId: product.id, productTitle: product.title, colorIds: [], lines, store: signedOutStore(), queue });
    online.mockRestore();

    expect(outcome.added).toBe(0);
    expect(outcome.waiting.map(({ label }) => label)).toEqual([`2 × ${product.title} — ${small.tag_name}, ${small.type_name}`, `1 × ${product.title} — ${large.tag_name}, ${large.type_name}`]);
    expect((await waitingChanges(queue)).map((change) => [change.kind, change.label, change.key])).toEqual(outcome.waiting.map(({ label, key }) => ['add', label, key]));
    expect(await basketCounts()).toEqual([]);

    await sendQueued(VISITOR, queue);
    await sendQueued(VISITOR, queue);
    expect(await basketCounts()).toEqual([
      [small.id, 2],
      [large.id, 1],
    ]);
    expect(await waitingChanges(queue)).toEqual([]);
  });

  it('keeps the sizes from the first add that gets no answer, with the key it was tried with, so an add the shop did make is made once', async () => {
    const { product, small, large, lines } = twoSizes();
    const queue = memoryStore();
    const store = signedOutStore();
    // The second size reaches the shop, but its answer is lost on the way back.
    let adds = 0;
    server.use(
      http.post(`${BROWSER_ORIGIN}/api/basket/data`, async ({ request }) => {
        adds += 1;
        if (adds === 1) return undefined;
        cookieJar.store(await door(cookieJar.attach(request)));
        return HttpResponse.error();
      }),
    );
    const outcome = await addMix({ productId: product.id, productTitle: product.title, colorIds: [], lines, store, queue });
    server.resetHandlers();

    expect(outcome.added).toBe(2);
    expect(outcome.waiting.map(({ label }) => label)).toEqual([`1 × ${product.title} — ${large.tag_name}, ${large.type_name}`]);
    await sendQueued(VISITOR, queue);
    expect(await basketCounts()).toEqual([
      [small.id, 2],
      [large.id, 1],
    ]);
  });
});
