import { basketTotals, unitPriceAfterDiscount } from '@/features/basket/totals';
import type { BasketData, BasketLine } from '@/shared/contract/basket';

const line = (priceTypeId: number, price: number, discount: number, count = 1) =>
  ({
    price,
    discount,
    count,
    discounted_price: Math.round(price - (price * discount) / 100),
    priceData: { id: priceTypeId },
  }) as BasketLine;

const basketOf = (...data: BasketLine[]): BasketData => ({ data, total: 0, discountedTotal: 0, packaging_price: 12 });

describe('basket totals', () => {
  it('sum full and discounted line totals and add packaging', () => {
    const totals = basketTotals(basketOf(line(7, 100, 10, 2), line(8, 50, 0)));
    expect(totals).toMatchObject({ subtotal: 250, discount: 20, packaging: 12, total: 242, percentMode: false });
  });

  it('never discount price types 30 and 52, even when a line says so', () => {
    expect(unitPriceAfterDiscount(line(30, 100, 10))).toBe(100);
    expect(unitPriceAfterDiscount(line(52, 100, 10))).toBe(100);
    expect(unitPriceAfterDiscount(line(7, 100, 10))).toBe(90);
  });

  it('switch to percent mode with one of 30 or 52, and with both, counting only the eligible lines', () => {
    const onlyThirty = basketTotals(basketOf(line(30, 300, 0), line(7, 100, 10)));
    expect(onlyThirty).toMatchObject({ percentMode: true, discount: 10, discountPercent: 10, total: 402 });
    const onlyFiftyTwo = basketTotals(basketOf(line(52, 300, 0), line(7, 100, 10)));
    expect(onlyFiftyTwo.percentMode).toBe(true);
    const both = basketTotals(basketOf(line(30, 300, 5), line(52, 200, 5), line(7, 200, 5)));
    expect(both).toMatchObject({ percentMode: true, subtotal: 700, discount: 10, discountPercent: 5, total: 702 });
  });
});
