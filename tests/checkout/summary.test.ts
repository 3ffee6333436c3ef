// @vitest-environment node
import { canPay, INVALID_COUPON_MESSAGE, readCoupon, toggleCarrier } from '@/modules/checkout/summary';

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

});

describe('the coupon answer', () => {
  it('is invalid without tax or total', () => {
    expect(readCoupon('NOPE', { message: INVALID_COUPON_MESSAGE })).toBeNull();
    expect(readCoupon('NOPE', { total: 10 })).toBeNull();
    expect(readCoupon('NOPE', { tax: 1 })).toBeNull();
  });

  it('keeps each line discount of a valid one', () => {
    const answer = { total: 405, tax: 25.72, totalPrice: 460, order_items_discounts: [{ id: 7, discount: 10 }] };
    expect(readCoupon('FLOOR10', answer)).toEqual({ code: 'FLOOR10', discounts: [{ id: 7, discount: 10 }] });
  });
});
