import { variantLabel } from '@/modules/catalogue';
import type { BasketLine, BasketVariantFields } from '@/modules/basket/contract';
import type { Product } from '@/modules/catalogue/contract';
import type { OrderLine } from '@/modules/orders/contract';
import { fitUnderMax, type PlannedAdd, type WantedLine } from '@/modules/basket';
import { variantFields } from '@/modules/catalogue';

/**
 * Buy again, decided before anything is sent: which of an order's lines go back into the basket
 * (at today's prices: the basket prices them), which are no longer sold, and how many of each fit
 * under the 1..10 per line rule (docs/contract.md §9) beside what the basket already holds.
 */

export type { PlannedAdd } from '@/modules/basket';

export interface BuyAgainPlan {
  adds: PlannedAdd[];
  /** Lines whose product or variant (sheen × type, colours) is no longer sold, named. */
  notSold: string[];
  /** Lines already at MAX_LINE_QUANTITY in the basket: nothing more is added. */
  full: string[];
}

/** A line bought again: an order's, or a job's (docs/contract.md §10), which carry the same fields. */
export type BuyableLine = Pick<OrderLine, 'products_id' | 'slug' | 'product_title' | 'price_id' | 'tag_name' | 'type_name' | 'colors' | 'count'>;

export const lineLabel = (line: Pick<OrderLine, 'product_title' | 'tag_name' | 'type_name'>) => variantLabel(line.product_title, line);

/** The line's variant as the catalogue sells it today, or null when the product, price row or a colour is gone. */
function variantToday(line: BuyableLine, product: Product | null): BasketVariantFields | null {
  if (!product || product.id !== line.products_id) return null;
  const price = product.price_type_data.find((row) => row.id === line.price_id);
  if (!price) return null;
  const colorIds = line.colors.map((colour) => colour.id);
  const offered = new Set(product.color.map((colour) => colour.id));
  if (colorIds.some((id) => !offered.has(id))) return null;
  return variantFields(product.id, price, colorIds, line.count);
}

/**
 * @param products today's product for each slug of the lines (null: GET /products/by-slug answered 404)
 * @param basket the basket's lines now
 */
export function planBuyAgain(lines: BuyableLine[], products: ReadonlyMap<string, Product | null>, basket: BasketLine[]): BuyAgainPlan {
  const notSold: string[] = [];
  const wanted: WantedLine[] = [];
  for (const line of lines) {
    const label = lineLabel(line);
    const product = products.get(line.slug) ?? null;
    const variant = variantToday(line, product);
    if (variant) wanted.push({ fields: variant, label });
    else notSold.push(product ? label : line.product_title);
  }
  const { adds, full } = fitUnderMax(wanted, basket);
  return { adds, notSold, full: full.map((line) => line.label) };
}
