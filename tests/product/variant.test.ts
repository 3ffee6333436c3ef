// @vitest-environment node
import { colorIdsOf, colorIdsOrDefault, defaultPrice, priceForSheen, typeIdsForSheen, variantFields, variantKey } from '@/modules/catalogue/variant';
import type { PriceTypeData, ProductColor } from '@/modules/catalogue/contract';

const row = (id: number, tag_id: number, type_id: number, type_price: number): PriceTypeData => ({
  id,
  tag_id,
  tag_name: `Sheen ${tag_id}`,
  type_id,
  type_name: `Type ${type_id}`,
  type_price,
});

// Matte comes in 1 L and 5 L, Gloss only in 5 L.
const prices = [row(11, 1, 1, 90), row(12, 1, 3, 370), row(21, 2, 3, 390)];
const colors: ProductColor[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Tone ${id}`, hex: '#886644' }));

describe('sheen and type choice', () => {
  it('starts at the cheapest combination', () => {
    expect(defaultPrice(prices)?.id).toBe(11);
    expect(defaultPrice([])).toBeUndefined();
  });

  it('keeps the type when the new sheen has it, otherwise takes that sheen’s cheapest', () => {
    expect(priceForSheen(prices, 2, 3)?.id).toBe(21);
    expect(priceForSheen(prices, 2, 1)?.id).toBe(21);
    expect(priceForSheen(prices, 1, 3)?.id).toBe(12);
  });

  it('only offers types that exist with the sheen', () => {
    expect([...typeIdsForSheen(prices, 2)]).toEqual([3]);
  });
});

describe('chosen colour ids', () => {
  it('are the chosen colour, all six for the custom set, or none without colours', () => {
    expect(colorIdsOf({ kind: 'single', id: 4 }, colors)).toEqual([4]);
    expect(colorIdsOf({ kind: 'customSet' }, colors)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(colorIdsOf(null, [])).toEqual([]);
  });

  it('go to the dashboard as colour [1] when there are none, and as chosen otherwise', () => {
    expect(colorIdsOrDefault([])).toEqual([1]);
    expect(colorIdsOrDefault([3, 5])).toEqual([3, 5]);
  });
});

describe('a variant as the basket names it', () => {
  it('sends the price row as both price and price type, with its sheen, type, colours and count', () => {
    expect(variantFields(7, prices[1], [3, 5], 4)).toEqual({
      products_id: 7,
      price_id: 12,
      price_type_id: 12,
      tag_id: 1,
      type_id: 3,
      color_id: [3, 5],
      count: 4,
    });
  });

  it('sends colour [1] for a product without colours', () => {
    expect(variantFields(7, prices[0], colorIdsOf(null, []), 1).color_id).toEqual([1]);
  });
});

describe('one basket line per variant', () => {
  it('is the same line for the same colours in any order, and no colour is colour [1]', () => {
    expect(variantKey(7, 12, [5, 3])).toBe(variantKey(7, 12, [3, 5]));
    expect(variantKey(7, 12, [])).toBe(variantKey(7, 12, [1]));
    expect(variantKey(7, 12, [3])).not.toBe(variantKey(7, 21, [3]));
    expect(variantKey(7, 12, [3])).not.toBe(variantKey(7, 12, [3, 5]));
  });
});
