/**
 * The shop's standing offers: order discounts (shown as discount_message) and coupon codes.
 * Neither ever applies to price types 30 and 52 (NON_DISCOUNTED_PRICE_TYPES).
 */

/** Which lines an offer covers. A category matches a product's category id or its parent. */
export type OfferScope = { kind: 'all' } | { kind: 'category'; category: number } | { kind: 'product'; slug: string };

export interface OrderDiscountRule {
  id: number;
  percent: number;
  scope: OfferScope;
  /** The offer starts once the covered lines reach this subtotal (whole dollars). */
  min_subtotal: number;
  /** Told to the customer when the offer applies. */
  message: string;
}

export interface Coupon {
  code: string;
  percent: number;
  scope: OfferScope;
  /** Last valid day, ISO date; null = no end. */
  expires_on: string | null;
}

export const CURING_LIGHTS_CATEGORY = 5;

export function seedOrderDiscounts(): OrderDiscountRule[] {
  return [
    {
      id: 1,
      percent: 10,
      scope: { kind: 'category', category: CURING_LIGHTS_CATEGORY },
      min_subtotal: 0,
      message: 'You get 10% off LED curing lights.',
    },
    {
      id: 2,
      percent: 5,
      scope: { kind: 'all' },
      min_subtotal: 2500,
      message: 'You get 5% off your order for spending $2,500 or more.',
    },
  ];
}

export function seedCoupons(): Coupon[] {
  return [
    { code: 'FLOOR10', percent: 10, scope: { kind: 'all' }, expires_on: null },
    { code: 'LEDPRO', percent: 15, scope: { kind: 'all' }, expires_on: null },
    { code: 'HOLIDAY24', percent: 20, scope: { kind: 'all' }, expires_on: '2025-01-08' },
  ];
}

export function findCoupon(coupons: Coupon[], code: string, today: Date): Coupon | null {
  const wanted = code.trim().toUpperCase();
  const coupon = coupons.find((c) => c.code === wanted);
  if (!coupon) return null;
  if (coupon.expires_on && isoDay(today) > coupon.expires_on) return null;
  return coupon;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
