import { SHIPPING_MODE_SHIP } from '@/shared/config/constants';
import type { CouponAnswer } from '@/modules/checkout/contract';
import type { CouponPercents } from '@/modules/money';

import { en } from './messages/en';

/** The spec's English text (docs/contract.md §8), as the dashboard sends it; the field shows it in the page's language. */
export const INVALID_COUPON_MESSAGE = en.client.coupon.invalid;

/** docs/contract.md §4: a single choice by index; choosing the chosen one again clears it. */
export const toggleCarrier = (chosen: number | null, index: number): number | null => (chosen === index ? null : index);

/** docs/contract.md §5: Pay waits for a carrier when shipping (mode 0), and for an order already being made. */
export const canPay = (shippingMode: number, chosen: number | null, creating: boolean) =>
  !creating && !(shippingMode === SHIPPING_MODE_SHIP && chosen === null);

/** A coupon the dashboard accepted: its code and each line's percent with it (modules/money prices it). */
export type AppliedCoupon = CouponPercents;

/** docs/contract.md §8: a reply without tax or total is an invalid code. */
export function readCoupon(code: string, answer: CouponAnswer): AppliedCoupon | null {
  if (answer.tax === undefined || answer.total === undefined) return null;
  return { code, discounts: answer.order_items_discounts ?? [] };
}
