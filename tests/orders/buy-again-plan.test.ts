// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BasketLine } from '@/modules/basket/contract';
import type { Product } from '@/modules/catalogue/contract';
import type { OrderLine } from '@/modules/orders/contract';
import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import { planBuyAgain } from '@/modules/orders/buy-again-plan';

const oak = { id: 3, name: 'Oak', hex: '#a0522d' };
const walnut = { id: 5, name: 'Walnut', hex: '#5c3a21' };
const matte = { id: 11, tag_id: 1, tag_name: 'Matte', type_id: 2, type_name: '2.5 L', type_price: 199 };
const satin = { id: 12, tag_id: 2, tag_name: 'Satin', type_id: 2, type_name: '2.5 L', type_price: 205 };

const product = (over: Partial<Product> = {}) =>
  ({ id: 1, slug: 'tone-oil', title: 'Tone Oil', color: [oak, walnut], price_type_data: [matte, satin], ...over }) as Product;

const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  line_id: 1, products_id: 1, slug: 'tone-oil', product_title: 'Tone Oil', price_id: 11, tag_id: 1, tag_name: 'Matte', type_id: 2, type_name: '2.5 L',
  colors: [oak], count: 4, price: 180, discount: 0, discounted_price: 180, ...over,
});

const held = (count: number, colorIds = [3], priceId = 11): BasketLine =>
  ({ id: 70, products_id: 1, count, priceData: { ...matte, id: priceId }, color_ids: colorIds }) as BasketLine;

const catalogue = (...entries: [string, Product | null][]) => new Map(entries);

describe('planBuyAgain', () => {
  it("adds each line with its variant, colours and count, taking today's price row", () => {
    const plan = planBuyAgain([line(), line({ line_id: 2, price_id: 12, tag_id: 2, tag_name: 'Satin', colors: [oak, walnut], count: 1 })], catalogue(['tone-oil', product()]), []);
    expect(plan.adds).toEqual([
      { fields: { products_id: 1, price_id: 11, tag_id: 1, type_id: 2, price_type_id: 11, color_id: [3], count: 4 }, label: 'Tone Oil — Matte, 2.5 L', capped: false },
      { fields: { products_id: 1, price_id: 12, tag_id: 2, type_id: 2, price_type_id: 12, color_id: [3, 5], count: 1 }, label: 'Tone Oil — Satin, 2.5 L', capped: false },
    ]);
    expect(plan.notSold).toEqual([]);
  });

  it('names a product the catalogue no longer has, by its name, and adds the rest', () => {
    const plan = planBuyAgain(
      [line({ slug: 'classic-oil', products_id: 900, product_title: 'Classic Oil' }), line({ line_id: 2 })],
      catalogue(['classic-oil', null], ['tone-oil', product()]),
      [],
    );
    expect(plan.notSold).toEqual(['Classic Oil']);
    expect(plan.adds.map((add) => add.label)).toEqual(['Tone Oil — Matte, 2.5 L']);
  });

  it('names a variant whose price row or colour is gone, never dropping it silently', () => {
    const withoutSatin = product({ price_type_data: [matte] });
    const withoutWalnut = product({ color: [oak] });
    expect(planBuyAgain([line({ price_id: 12, tag_name: 'Satin' })], catalogue(['tone-oil', withoutSatin]), []).notSold).toEqual(['Tone Oil — Satin, 2.5 L']);
    expect(planBuyAgain([line({ colors: [walnut] })], catalogue(['tone-oil', withoutWalnut]), []).notSold).toEqual(['Tone Oil — Matte, 2.5 L']);
    // A slug now used by another product is not the product that was ordered.
    expect(planBuyAgain([line()], catalogue(['tone-oil', product({ id: 2 })]), []).notSold).toEqual(['Tone Oil — Matte, 2.5 L']);
  });

  it('stops a basket line at 10 beside what the basket already holds, and says which', () => {
    const plan = planBuyAgain([line({ count: 6 })], catalogue(['tone-oil', product()]), [held(7)]);
    expect(plan.adds).toEqual([expect.objectContaining({ capped: true, fields: expect.objectContaining({ count: MAX_LINE_QUANTITY - 7 }) })]);
    const full = planBuyAgain([line({ count: 6 })], catalogue(['tone-oil', product()]), [held(10)]);
    expect(full.adds).toEqual([]);
    expect(full.full).toEqual(['Tone Oil — Matte, 2.5 L']);
  });

  it('counts only the same variant: other colours or sheens in the basket leave room', () => {
    const plan = planBuyAgain([line({ count: 6 })], catalogue(['tone-oil', product()]), [held(9, [5]), held(9, [3], 12)]);
    expect(plan.adds[0]).toMatchObject({ capped: false, fields: { count: 6 } });
  });

  it('matches a colourless line to the basket line the default colour [1] made', () => {
    const lamp = product({ slug: 'lamp', color: [], price_type_data: [matte] });
    const plan = planBuyAgain([line({ slug: 'lamp', colors: [], count: 3 })], catalogue(['lamp', lamp]), [held(8, [1])]);
    expect(plan.adds[0]).toMatchObject({ capped: true, fields: { color_id: [1], count: 2 } });
  });

  it('caps two order lines of one variant together', () => {
    const plan = planBuyAgain([line({ count: 6 }), line({ line_id: 2, count: 6 })], catalogue(['tone-oil', product()]), []);
    expect(plan.adds.map((add) => [add.fields.count, add.capped])).toEqual([[6, false], [4, true]]);
  });
});
