import type { BasketData } from '@/shared/contract/basket';
import type { ShippingRate } from '@/shared/contract/checkout';
import { canPay, checkoutFigures, estimatedDaysText, INVALID_COUPON_MESSAGE, readCoupon, toggleCarrier } from '@/features/checkout/summary';

const basket = { data: [], total: 500, discountedTotal: 450, packaging_price: 12 } as BasketData;
const rate = { amount: '18.40', estimated_days: 3 } as ShippingRate;

describe('the carrier choice', () => {
  it('chooses by index, and choosing the chosen one again clears it', () => {
    expect(toggleCarrier(null, 2)).toBe(2);
    expect(toggleCarrier(2, 2)).toBeNull();
    expect(toggleCarrier(2, 0)).toBe(0);
  });

  it('enables Pay only with a carrier when shipping, and never while an order is being made', () => {
    expect(canPay(0, null, false)).toBe(false);
    expect(canPay(0, 1, false)).toBe(true);
    expect(canPay(1, null, false)).toBe(true);
    expect(canPay(1, null, true)).toBe(false);
  });

  it('reads an unknown delivery time as "varies"', () => {
    expect(estimatedDaysText({ ...rate, estimated_days: null })).toBe('varies');
    expect(estimatedDaysText(rate)).toBe('3 business days');
  });
});

describe('the checkout totals (docs/contract.md §9)', () => {
  it('adds shipping, tax on the subtotal and packaging', () => {
    expect(checkoutFigures(basket, rate, 0.0635, null)).toEqual({
      subtotal: 450,
      shipping: 18.4,
      tax: 28.58,
      packaging: 12,
      coupon: 0,
      total: 450 + 18.4 + 28.58 + 12,
    });
  });

  it('has no shipping for pickup, and a coupon lowers the subtotal the tax is taken from', () => {
    const coupon = { code: 'FLOOR10', subtotal: 405, discounts: [] };
    const figures = checkoutFigures(basket, null, 0.1, coupon);
    expect(figures).toMatchObject({ shipping: 0, coupon: 45, tax: 40.5, total: 405 + 40.5 + 12 });
  });
});

describe('the coupon answer', () => {
  it('is invalid without tax or total', () => {
    expect(readCoupon('NOPE', { message: INVALID_COUPON_MESSAGE })).toBeNull();
    expect(readCoupon('NOPE', { total: 10 })).toBeNull();
    expect(readCoupon('NOPE', { tax: 1 })).toBeNull();
  });

  it('keeps the new subtotal and each line discount of a valid one', () => {
    const answer = { total: 405, tax: 25.72, totalPrice: 460, order_items_discounts: [{ id: 7, discount: 10 }] };
    expect(readCoupon('FLOOR10', answer)).toEqual({ code: 'FLOOR10', subtotal: 405, discounts: [{ id: 7, discount: 10 }] });
  });
});
