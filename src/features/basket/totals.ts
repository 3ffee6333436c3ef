import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { BasketData, BasketLine } from '@/shared/contract/basket';

const isExcluded = (line: BasketLine) => (NON_DISCOUNTED_PRICE_TYPES as readonly number[]).includes(line.priceData.id);

/** docs/contract.md §9: price types 30 and 52 are never discounted, whatever a line says. */
export const unitPriceAfterDiscount = (line: BasketLine) => (isExcluded(line) ? line.price : line.discounted_price);

export interface BasketTotals {
  subtotal: number;
  discount: number;
  packaging: number;
  total: number;
  /**
   * docs/contract.md §4 percent mode: the basket holds price type 30 or 52 (one of them, or both). The
   * discount then reads as a percent of the lines it applies to, because a flat amount over the
   * whole subtotal would suggest those lines were discounted too.
   */
  percentMode: boolean;
  /** The discount as a whole percent of the eligible lines' full price (0 when none). */
  discountPercent: number;
}

export function basketTotals(basket: BasketData): BasketTotals {
  let subtotal = 0;
  let discounted = 0;
  let eligibleFull = 0;
  for (const line of basket.data) {
    subtotal += line.price * line.count;
    discounted += unitPriceAfterDiscount(line) * line.count;
    if (!isExcluded(line)) eligibleFull += line.price * line.count;
  }
  const discount = subtotal - discounted;
  return {
    subtotal,
    discount,
    packaging: basket.packaging_price,
    total: discounted + basket.packaging_price,
    percentMode: basket.data.some(isExcluded),
    discountPercent: eligibleFull > 0 ? Math.round((discount / eligibleFull) * 100) : 0,
  };
}
