import type { PriceTypeData, Product, ProductColor } from '@/modules/catalogue/contract';
import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { Coupon, OfferScope, OrderDiscountRule } from './offers';
import { PROMOTION_MESSAGE, promotionPercents, type PromotionRule } from './promotion';

export interface DiscountableLine {
  id: number;
  product: Product;
  priceData: PriceTypeData;
  colors: ProductColor[];
  count: number;
}

export interface Offers {
  rules: OrderDiscountRule[];
  promotion: PromotionRule | null;
  coupon: Coupon | null;
}

export interface DiscountOutcome {
  /** Percent off per line id; lines without a discount are absent. */
  percents: Map<number, number>;
  /** What the customer is told about the order discounts that apply (coupons are not told here). */
  messages: string[];
}

export const isDiscountable = (priceData: PriceTypeData) =>
  !(NON_DISCOUNTED_PRICE_TYPES as readonly number[]).includes(priceData.id);

export function inScope(scope: OfferScope, product: Product): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'product') return product.slug === scope.slug;
  return product.categories.some((c) => c.id === scope.category || c.parent_id === scope.category);
}

/** Whole dollars: docs/contract.md §9 "discounted price = price minus percent", prices shown in whole dollars. */
export const discountedPrice = (price: number, percent: number) => Math.round((price * (100 - percent)) / 100);

/**
 * Every line gets the best single offer that covers it (offers never add up); price types 30
 * and 52 never get any. `today` is passed in so the engine is testable on any date.
 */
export function discountLines(lines: DiscountableLine[], offers: Offers, today: Date): DiscountOutcome {
  const eligible = lines.filter((line) => isDiscountable(line.priceData));
  const best = new Map<number, { percent: number; message: string | null }>();
  const offer = (lineId: number, percent: number, message: string | null) => {
    if (percent > (best.get(lineId)?.percent ?? 0)) best.set(lineId, { percent, message });
  };

  for (const rule of offers.rules) {
    const covered = eligible.filter((line) => inScope(rule.scope, line.product));
    const subtotal = covered.reduce((sum, line) => sum + line.priceData.type_price * line.count, 0);
    if (covered.length === 0 || subtotal < rule.min_subtotal) continue;
    for (const line of covered) offer(line.id, rule.percent, rule.message);
  }
  if (offers.promotion) {
    const promoted = promotionPercents(eligible, offers.promotion, today);
    for (const [lineId, percent] of promoted) offer(lineId, percent, PROMOTION_MESSAGE);
  }
  if (offers.coupon) {
    const { scope, percent } = offers.coupon;
    for (const line of eligible) if (inScope(scope, line.product)) offer(line.id, percent, null);
  }

  const percents = new Map([...best].map(([lineId, { percent }]) => [lineId, percent]));
  const messages = [...new Set([...best.values()].flatMap(({ message }) => (message ? [message] : [])))];
  return { percents, messages };
}
