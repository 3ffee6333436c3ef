import { addMix } from '@/features/basket/add-mix';
import { selectBasketLines } from '@/shared/store/slices/basket';
import { makeStore } from '@/shared/store/store';
import { seededProduct } from './harness';

/** The calculator's "Add to basket": the mix goes in through the basket calls (the sandbox behind MSW). */
describe('adding a calculated mix', () => {
  it('adds each size, and counts a line with the same colours in another order as the same line, stopping at 10', async () => {
    const product = seededProduct((p) => p.color.length >= 2 && p.price_type_data.length > 0);
    const [price] = product.price_type_data;
    const [first, second] = product.color.map((colour) => colour.id);
    const store = makeStore({ auth: { user: null, status: 'signedOut' } });
    const mix = (colorIds: number[], count: number) =>
      addMix({ productId: product.id, colorIds, lines: [{ container: { litres: 1, price }, count }], store });

    expect(await mix([first, second], 7)).toEqual({ added: 7, capped: false });
    expect(await mix([second, first], 7)).toEqual({ added: 3, capped: true });
    expect(await mix([first, second], 1)).toEqual({ added: 0, capped: true });

    const lines = selectBasketLines(store.getState()).filter((line) => line.products_id === product.id && line.priceData.id === price.id);
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(10);
  });
});
