import { MAX_PRODUCT_COLORS } from '@/shared/config/constants';
import type { BasketVariantFields } from '@/modules/basket/contract';
import type { PriceTypeData, ProductColor } from '@/modules/catalogue/contract';

/** Sheens (tag) and types of a product's price_type_data; only combinations that exist are sold (the product form, the order pad). */

export interface Choice {
  id: number;
  name: string;
}

function unique(entries: Choice[]): Choice[] {
  const seen = new Map<number, Choice>();
  for (const entry of entries) if (!seen.has(entry.id)) seen.set(entry.id, entry);
  return [...seen.values()];
}

export const sheensOf = (prices: PriceTypeData[]) => unique(prices.map((p) => ({ id: p.tag_id, name: p.tag_name })));
export const typesOf = (prices: PriceTypeData[]) => unique(prices.map((p) => ({ id: p.type_id, name: p.type_name })));

export function findPrice(prices: PriceTypeData[], tagId: number, typeId: number): PriceTypeData | undefined {
  return prices.find((p) => p.tag_id === tagId && p.type_id === typeId);
}

/** The customer lands on the cheapest combination: the "from" price the product list showed. */
export function defaultPrice(prices: PriceTypeData[]): PriceTypeData | undefined {
  return prices.reduce<PriceTypeData | undefined>((best, p) => (!best || p.type_price < best.type_price ? p : best), undefined);
}

/** After a sheen change: keep the type if that combination exists, else the sheen's cheapest. */
export function priceForSheen(prices: PriceTypeData[], tagId: number, currentTypeId: number): PriceTypeData | undefined {
  return findPrice(prices, tagId, currentTypeId) ?? defaultPrice(prices.filter((p) => p.tag_id === tagId));
}

/** Types sold with a sheen; the others are shown but cannot be picked with it. */
export function typeIdsForSheen(prices: PriceTypeData[], tagId: number): Set<number> {
  return new Set(prices.filter((p) => p.tag_id === tagId).map((p) => p.type_id));
}

/** A colour choice: one colour, or — for a product with the full six — the whole custom set. */
export type ColorChoice = { kind: 'single'; id: number } | { kind: 'customSet' };

export const offersCustomSet = (colors: ProductColor[]) => colors.length === MAX_PRODUCT_COLORS;

export function defaultColorChoice(colors: ProductColor[]): ColorChoice | null {
  return colors.length > 0 ? { kind: 'single', id: colors[0].id } : null;
}

/** The chosen colour ids; none for a product without colours (the basket call then sends [1]). */
export function colorIdsOf(choice: ColorChoice | null, colors: ProductColor[]): number[] {
  if (!choice) return [];
  if (choice.kind === 'customSet') return colors.slice(0, MAX_PRODUCT_COLORS).map((c) => c.id);
  return [choice.id];
}

/** The colours a basket call sends: [1] stands for "no colour" (docs/contract.md §7 POST /basket/data). */
export const colorIdsOrDefault = (ids: number[]) => (ids.length > 0 ? ids : [1]);

/** One key per basket line: the same product, price row and set of colours (in any order) is one line. */
export function variantKey(productId: number, priceId: number, colorIds: number[]): string {
  const colours = [...colorIdsOrDefault(colorIds)].sort((a, b) => a - b).join(',');
  return `${productId}:${priceId}:${colours}`;
}

/**
 * A variant as the basket names it (docs/contract.md §7 POST /basket/data): the product, the price
 * row (its id is both `price_id` and `price_type_id`), its sheen (tag) and type, the colours, the count.
 */
export function variantFields(
  productId: number,
  price: Pick<PriceTypeData, 'id' | 'tag_id' | 'type_id'>,
  colorIds: number[],
  count: number,
): BasketVariantFields {
  return {
    products_id: productId,
    price_id: price.id,
    price_type_id: price.id,
    tag_id: price.tag_id,
    type_id: price.type_id,
    color_id: colorIdsOrDefault(colorIds),
    count,
  };
}
