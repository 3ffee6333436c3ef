import { newChange } from '@/modules/offline/change-queue';
import { VISITOR } from '@/modules/offline/owner';
import { basketAsWaiting } from '@/modules/offline/basket-as-waiting';
import { sendQueued } from '@/modules/offline/send-queued';
import { basketFigures } from '@/modules/money/figures';
import type { BasketAnswer, BasketData } from '@/modules/basket/contract';
import { memoryStore, queue, variantPairs } from './queue-helpers';
import { BROWSER_ORIGIN } from '../msw/server';

/** The basket's summary while changes wait for signal (docs/offline.md): the figures the shop will answer once they arrive. */

const post = async (path: string, fields: [string, string][] = []) =>
  ((await (await fetch(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body: new URLSearchParams(fields) })).json()) as BasketAnswer).basket;

const lineOf = (basket: BasketData, slug: string) => basket.data.find((line) => line.product.slug === slug)!;

beforeEach(async () => {
  await fetch(`${BROWSER_ORIGIN}/api/default/session`);
});

describe('the basket as the waiting changes will make it', () => {
  it('counts a quantity, a removal and an add to a line already there, and the shop answers the same figures once they arrive', async () => {
    const oil = await variantPairs('nordwood-pure-led-hardwax-oil');
    const pad = await variantPairs('nordwood-applicator-pad-kit');
    await post('basket/data', [...oil, ['count', '1']]);
    const before = await post('basket/data', [...pad, ['count', '1']]);
    const store = memoryStore();
    await queue(
      store,
      newChange('quantity', '/basket', [...oil, ['count', '4']], 'Quantity of Oil set to 4', { lineId: lineOf(before, 'nordwood-pure-led-hardwax-oil').id, count: 4 }),
      newChange('remove', '/basket/delete', [['id', String(lineOf(before, 'nordwood-applicator-pad-kit').id)]], 'Remove Pad', { lineId: lineOf(before, 'nordwood-applicator-pad-kit').id }),
      newChange('add', '/basket/data', [...oil, ['count', '2']], '2 × Oil'),
    );

    const waiting = basketAsWaiting(before, await store.all());
    expect(waiting).toMatchObject({ changed: true, addsLeftOut: 0 });
    expect(waiting.basket.data.map((line) => [line.product.slug, line.count])).toEqual([['nordwood-pure-led-hardwax-oil', 6]]);
    expect(basketFigures(waiting.basket).subtotal).not.toBe(basketFigures(before).subtotal);

    await sendQueued(VISITOR, store);
    const after = await post('basket');
    expect(basketFigures(waiting.basket)).toEqual(basketFigures(after));
  });

  it('leaves out adds of products not in the basket, and changes refused or for a job', async () => {
    const oil = await variantPairs('nordwood-pure-led-hardwax-oil');
    const pad = await variantPairs('nordwood-applicator-pad-kit');
    const before = await post('basket/data', [...oil, ['count', '9']]);
    const oilLine = lineOf(before, 'nordwood-pure-led-hardwax-oil');
    const refused = { ...newChange('quantity', '/basket', [...oil, ['count', '2']], 'Quantity of Oil set to 2', { lineId: oilLine.id, count: 2 }), refused: 'This item is no longer in your basket.' };
    const waiting = basketAsWaiting(before, [
      newChange('add', '/basket/data', [...pad, ['count', '1']], '1 × Pad'),
      // Past 10: the dashboard refuses it when it arrives, so it does not count.
      newChange('add', '/basket/data', [...oil, ['count', '2']], '2 × Oil'),
      refused,
      newChange('job-line', '/jobs/lines/update', [['count', '1']], 'Job line', { jobId: 2, lineId: oilLine.id, count: 1 }),
    ]);
    expect(waiting).toEqual({ basket: before, changed: false, addsLeftOut: 1 });
  });
});
