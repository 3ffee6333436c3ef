import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { BasketData, BasketLine } from '@/modules/basket/contract';

/**
 * Every figure a customer sees, computed here and nowhere else (basket page, checkout button,
 * address modal, payment modal), from the dashboard's numbers: line prices, their discount
 * percents, packaging_price, the chosen rate's amount, the tax rate and a coupon's per-line
 * percents. One rule throughout (docs/decisions.md "30/52 rule", docs/contract.md §4/§9): price types 30 and 52
 * are never discounted, whatever a line or a coupon answer says.
 */

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const isNeverDiscounted = (line: BasketLine) => (NON_DISCOUNTED_PRICE_TYPES as readonly number[]).includes(line.priceData.id);

/** docs/contract.md §9: whole dollars, `round(price × (100 − percent) / 100)`. */
const priceAfter = (price: number, percent: number) => Math.round((price * (100 - percent)) / 100);

/** A line's unit price after its discount; price types 30 and 52 keep their full price. */
export const unitPriceAfterDiscount = (line: BasketLine) => (isNeverDiscounted(line) ? line.price : line.discounted_price);

export interface BasketFigures {
  /** Σ price × count, before any discount. */
  subtotal: number;
  discount: number;
  /** The goods after discounts: subtotal − discount. */
  goods: number;
  packaging: number;
  /** goods + packaging: what the basket costs before shipping and tax. */
  total: number;
  /**
   * docs/contract.md §4 percent mode: the basket holds price type 30 or 52 (one of them, or both).
   * The discount then reads as a percent of the lines it applies to, because a flat amount over
   * the whole subtotal would suggest those lines were discounted too.
   */
  percentMode: boolean;
  /** The discount as a whole percent of the eligible lines' full price (0 when none). */
  discountPercent: number;
}

export function basketFigures(basket: BasketData): BasketFigures {
  let subtotal = 0;
  let goods = 0;
  let eligibleFull = 0;
  for (const line of basket.data) {
    subtotal += line.price * line.count;
    goods += unitPriceAfterDiscount(line) * line.count;
    if (!isNeverDiscounted(line)) eligibleFull += line.price * line.count;
  }
  const discount = subtotal - goods;
  return {
    subtotal,
    discount,
    goods,
    packaging: basket.packaging_price,
    total: goods + basket.packaging_price,
    percentMode: basket.data.some(isNeverDiscounted),
    discountPercent: eligibleFull > 0 ? Math.round((discount / eligibleFull) * 100) : 0,
  };
}

/** A coupon as the dashboard priced it: each line's percent with the coupon (the best single offer). */
export interface CouponPercents {
  code: string;
  discounts: { id: number; discount: number }[];
}

/** What the coupon takes off the goods: lines whose percent with the coupon beats their own. */
export function couponSaving(basket: BasketData, coupon: CouponPercents | null): number {
  if (!coupon) return 0;
  let saving = 0;
  for (const line of basket.data) {
    const percent = coupon.discounts.find((item) => item.id === line.id)?.discount;
    if (percent === undefined || isNeverDiscounted(line)) continue;
    const withCoupon = priceAfter(line.price, percent);
    const now = unitPriceAfterDiscount(line);
    if (withCoupon < now) saving += (now - withCoupon) * line.count;
  }
  return saving;
}

export interface CheckoutFigures extends BasketFigures {
  coupon: number;
  /** The chosen rate's amount; 0 for pickup or before a carrier is chosen. */
  shipping: number;
  /** (goods − coupon) × tax rate, to the cent. */
  tax: number;
  /** docs/contract.md §9: goods after the coupon + shipping + tax + packaging. */
  total: number;
}

export function checkoutFigures(basket: BasketData, shipping: number, taxRate: number, coupon: CouponPercents | null): CheckoutFigures {
  const figures = basketFigures(basket);
  const saving = couponSaving(basket, coupon);
  const taxed = figures.goods - saving;
  const tax = cents(taxed * taxRate);
  return { ...figures, coupon: saving, shipping, tax, total: cents(taxed + shipping + tax + figures.packaging) };
}
