import type { PriceTypeData, Product, ProductColor } from '@/modules/catalogue/contract';
import { CURING_LIGHTS_CATEGORY } from './offers';

const inCategory = (product: Product, category: number) =>
  product.categories.some((c) => c.id === category || c.parent_id === category);

export const isCuringLight = (product: Product) => inCategory(product, CURING_LIGHTS_CATEGORY);


const LITRES_PER_UNIT: [RegExp, number][] = [
  [/(\d+(?:[.,]\d+)?)\s*(?:ml|millilit(?:er|re)s?)\b/i, 0.001],
  [/(\d+(?:[.,]\d+)?)\s*(?:l|lit(?:er|re)s?)\b/i, 1],
  [/(\d+(?:[.,]\d+)?)\s*(?:gal|gallons?)\b/i, 3.785],
];

/** Container size of a price type from its type name ("1 L", "2.5 Liter", "1 gal"); 0 if none. */
export function litresOf(priceData: PriceTypeData): number {
  for (const [pattern, factor] of LITRES_PER_UNIT) {
    const match = priceData.type_name.match(pattern);
    if (match) return Number(match[1].replace(',', '.')) * factor;
  }
  return 0;
}

/** Oils and stains are sold by the litre; pads and lights are not. */
export const isLiquid = (priceData: PriceTypeData) => litresOf(priceData) > 0;

/** A clear (uncoloured) finish: the chosen colour is a clear one ("Natural Clear"), or the product is. */
export function isClearFinish(product: Product, colors: ProductColor[]): boolean {
  if (colors.length > 0) return colors.every((c) => /clear/i.test(c.name));
  return /clear/i.test(product.title);
}

export function colorsOf(product: Product, colorIds: number[]): ProductColor[] {
  return colorIds.flatMap((id) => product.color.filter((c) => c.id === id));
}

/** Shipping weight of one unit in pounds: about 2 lb per litre plus the can; lights are boxed. */
export function unitWeightLb(product: Product, priceData: PriceTypeData): number {
  if (isCuringLight(product)) return 14;
  const litres = litresOf(priceData);
  return litres > 0 ? litres * 2.05 + 0.6 : 2.5;
}
