import { SHIPPING_MODE_SHIP } from '@/shared/config/constants';
import type { BasketData } from '@/shared/contract/basket';
import type { CouponAnswer, ShippingRate } from '@/shared/contract/checkout';

export const INVALID_COUPON_MESSAGE = 'Invalid Coupon Code';

/** docs/contract.md §4: a single choice by index; choosing the chosen one again clears it. */
export const toggleCarrier = (chosen: number | null, index: number): number | null => (chosen === index ? null : index);

/** docs/contract.md §5: Pay waits for a carrier when shipping (mode 0), and for an order already being made. */
export const canPay = (shippingMode: number, chosen: number | null, creating: boolean) =>
  !creating && !(shippingMode === SHIPPING_MODE_SHIP && chosen === null);

export interface AppliedCoupon {
  code: string;
  /** Subtotal after the coupon (the answer's `total`). */
  subtotal: number;
  discounts: { id: number; discount: number }[];
}

/** docs/contract.md §8: a reply without tax or total is an invalid code. */
export function readCoupon(code: string, answer: CouponAnswer): AppliedCoupon | null {
  if (answer.tax === undefined || answer.total === undefined) return null;
  return { code, subtotal: answer.total, discounts: answer.order_items_discounts ?? [] };
}

export interface CheckoutFigures {
  subtotal: number;
  shipping: number;
  tax: number;
  packaging: number;
  coupon: number;
  total: number;
}

/** docs/contract.md §9: total = subtotal + shipping + tax (subtotal × rate) + packaging; a coupon lowers the subtotal. */
export function checkoutFigures(basket: BasketData, rate: ShippingRate | null, taxRate: number, coupon: AppliedCoupon | null): CheckoutFigures {
  const subtotal = basket.discountedTotal;
  const afterCoupon = coupon ? coupon.subtotal : subtotal;
  const shipping = rate ? Number(rate.amount) : 0;
  const tax = Math.round(afterCoupon * taxRate * 100) / 100;
  const packaging = basket.packaging_price;
  return { subtotal, shipping, tax, packaging, coupon: subtotal - afterCoupon, total: afterCoupon + shipping + tax + packaging };
}

export const estimatedDaysText = (rate: ShippingRate) =>
  rate.estimated_days === null ? 'varies' : `${rate.estimated_days} business ${rate.estimated_days === 1 ? 'day' : 'days'}`;
