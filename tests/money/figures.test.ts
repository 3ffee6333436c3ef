// @vitest-environment node
import type { BasketData, BasketLine } from '@/modules/basket/contract';
import { basketFigures, checkoutFigures, couponSaving, unitPriceAfterDiscount } from '@/modules/money/figures';

let nextId = 1;
const line = (priceTypeId: number, price: number, discount: number, count = 1) =>
  ({
    id: nextId++,
    price,
    discount,
    count,
    discounted_price: Math.round(price - (price * discount) / 100),
    priceData: { id: priceTypeId },
  }) as BasketLine;

const basketOf = (...data: BasketLine[]): BasketData => ({ data, total: 0, discountedTotal: 0, packaging_price: 12 });

describe('basket figures', () => {
  it('sum full and discounted line totals and add packaging', () => {
    const figures = basketFigures(basketOf(line(7, 100, 10, 2), line(8, 50, 0)));
    expect(figures).toMatchObject({ subtotal: 250, discount: 20, goods: 230, packaging: 12, total: 242, percentMode: false });
  });

  it('never discount price types 30 and 52, even when a line says so', () => {
    expect(unitPriceAfterDiscount(line(30, 100, 10))).toBe(100);
    expect(unitPriceAfterDiscount(line(52, 100, 10))).toBe(100);
    expect(unitPriceAfterDiscount(line(7, 100, 10))).toBe(90);
    // The dashboard discounted the 30 line anyway: the basket still charges its full price.
    expect(basketFigures(basketOf(line(30, 2450, 10), line(7, 100, 10))).total).toBe(2450 + 90 + 12);
  });

  it('switch to percent mode with one of 30 or 52, and with both, counting only the eligible lines', () => {
    const onlyThirty = basketFigures(basketOf(line(30, 300, 0), line(7, 100, 10)));
    expect(onlyThirty).toMatchObject({ percentMode: true, discount: 10, discountPercent: 10, total: 402 });
    expect(basketFigures(basketOf(line(52, 300, 0), line(7, 100, 10))).percentMode).toBe(true);
    const both = basketFigures(basketOf(line(30, 300, 5), line(52, 200, 5), line(7, 200, 5)));
    expect(both).toMatchObject({ percentMode: true, subtotal: 700, discount: 10, discountPercent: 5, total: 702 });
  });

  it('are zero for an empty basket', () => {
    expect(basketFigures({ data: [], total: 0, discountedTotal: 0, packaging_price: 0 })).toMatchObject({ subtotal: 0, discount: 0, total: 0, discountPercent: 0 });
  });
});

describe('the coupon', () => {
  it("takes a line's coupon percent only where it beats the line's own discount, never on 30 or 52", () => {
    const plain = line(7, 200, 0, 2);
    const discounted = line(7, 100, 20);
    const thirty = line(30, 1000, 0);
    const basket = basketOf(plain, discounted, thirty);
    const coupon = { code: 'floor10', discounts: [plain, discounted, thirty].map((l) => ({ id: l.id, discount: Math.max(10, l.discount) })) };
    // 10% of 2 × 200 = 40; the 20% line keeps its 20%; the 30 line stays at full price.
    expect(couponSaving(basket, coupon)).toBe(40);
    expect(couponSaving(basket, null)).toBe(0);
  });
});

describe('the checkout figures (docs/contract.md §9)', () => {
  const basket = basketOf(line(7, 250, 10, 2), line(30, 2450, 10));

  it('total = goods + shipping + tax (goods × rate, to the cent) + packaging', () => {
    const figures = checkoutFigures(basket, 18.4, 0.0635, null);
    const goods = 225 * 2 + 2450;
    expect(figures).toMatchObject({ goods, shipping: 18.4, coupon: 0, packaging: 12, tax: 184.15 });
    expect(figures.total).toBe(Math.round((goods + 18.4 + 184.15 + 12) * 100) / 100);
  });

  it('taxes the goods after the coupon and keeps the basket figures the basket page shows', () => {
    const [oil, thirty] = basket.data;
    const coupon = { code: 'LEDPRO', discounts: [{ id: oil.id, discount: 15 }, { id: thirty.id, discount: 15 }] };
    const figures = checkoutFigures(basket, 0, 0.1, coupon);
    // round(250 × 0.85) = 213 a unit: 12 off each of two.
    expect(figures.coupon).toBe(24);
    expect(figures.tax).toBe(Math.round((2900 - 24) * 0.1 * 100) / 100);
    expect(figures.total).toBe(2900 - 24 + figures.tax + 12);
    expect(figures.subtotal).toBe(basketFigures(basket).subtotal);
    expect(figures.discount).toBe(basketFigures(basket).discount);
  });
});
