// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedToAdd, cheapestMix, containersFor, litresNeeded, porositiesOf, rateFor, toSquareMetres } from '@/modules/basket/coverage';
import type { Coverage, PriceTypeData } from '@/modules/catalogue/contract';

const row = (id: number, tag_id: number, type_id: number, type_price: number): PriceTypeData => ({
  id,
  tag_id,
  tag_name: tag_id === 1 ? 'Matte' : 'Satin',
  type_id,
  type_name: `type ${type_id}`,
  type_price,
});
// Matte 1 L $89, 2.5 L $199, 5 L $369; Satin a little dearer.
const PRICES = [row(1, 1, 1, 89), row(2, 1, 2, 199), row(3, 1, 3, 369), row(4, 2, 1, 95), row(5, 2, 2, 205), row(6, 2, 3, 375)];
const COVERAGE: Coverage = {
  m2_per_litre_per_coat: 28,
  by_porosity: { dense: 32, average: 28, porous: 22 },
  containers: [
    { type_id: 1, litres: 1 },
    { type_id: 2, litres: 2.5 },
    { type_id: 3, litres: 5 },
  ],
};
const matte = containersFor(COVERAGE, PRICES, 1);
const describeMix = (litres: number, containers = matte) =>
  cheapestMix(litres, containers)?.lines.map((line) => `${line.count} × ${line.container.litres} L`);

describe('litres needed', () => {
  it('is area × coats ÷ coverage, rounded up to a tenth', () => {
    expect(litresNeeded(45, 2, 28)).toEqual({ exact: 90 / 28, rounded: 3.3 });
    expect(litresNeeded(45, 2, 25).rounded).toBe(3.6);
    expect(litresNeeded(10, 1, 3).rounded).toBe(3.4);
  });

  it('keeps a whole figure whole despite floating-point noise', () => {
    expect(litresNeeded(0.3 * 3, 1, 0.3).rounded).toBe(3);
  });

  it('uses the porosity rate the data gives, else the one rate', () => {
    expect(rateFor(COVERAGE, 'porous')).toBe(22);
    expect(rateFor(COVERAGE, null)).toBe(28);
    expect(rateFor({ m2_per_litre_per_coat: 24, containers: [] }, 'porous')).toBe(24);
  });

  it('offers porosity only where the rates differ', () => {
    expect(porositiesOf(COVERAGE)).toEqual(['dense', 'average', 'porous']);
    expect(porositiesOf({ ...COVERAGE, by_porosity: { dense: 28, porous: 28 } })).toEqual([]);
    expect(porositiesOf({ ...COVERAGE, by_porosity: undefined })).toEqual([]);
  });

  it('converts square feet to square metres', () => {
    expect(toSquareMetres(100, 'ft2')).toBeCloseTo(9.290304, 6);
    expect(toSquareMetres(45, 'm2')).toBe(45);
  });
});

describe('cheapest mix', () => {
  it('takes the sheen’s own prices for each size', () => {
    expect(containersFor(COVERAGE, PRICES, 2).map((c) => c.price.type_price)).toEqual([375, 205, 95]);
  });

  it('covers the litres at the lowest price', () => {
    // 3.3 L: 2.5 L + 1 L = $288 beats 4 × 1 L ($356) and one 5 L ($369).
    expect(describeMix(3.3)).toEqual(['1 × 2.5 L', '1 × 1 L']);
    expect(cheapestMix(3.3, matte)).toMatchObject({ litres: 3.5, total: 288 });
    // 3.0 L: three 1 L ($267) beat 2.5 L + 1 L ($288).
    expect(describeMix(3)).toEqual(['3 × 1 L']);
    expect(describeMix(10.2)).toEqual(['2 × 5 L', '1 × 1 L']);
  });

  it('breaks a price tie with fewer containers', () => {
    const even = containersFor(COVERAGE, [row(1, 1, 1, 100), row(2, 1, 2, 250), row(3, 1, 3, 500)], 1);
    expect(describeMix(5, even)).toEqual(['1 × 5 L']);
    expect(describeMix(7.5, even)).toEqual(['1 × 5 L', '1 × 2.5 L']);
  });

  it('buys nothing for nothing, and has no mix without sizes', () => {
    expect(cheapestMix(0, matte)).toEqual({ lines: [], litres: 0, total: 0 });
    expect(cheapestMix(3, [])).toBeNull();
  });

  it('leaves out sizes the sheen is not sold in', () => {
    const onlyBig = containersFor(COVERAGE, [row(3, 1, 3, 369)], 1);
    expect(describeMix(1.2, onlyBig)).toEqual(['1 × 5 L']);
  });
});

describe('ten per line', () => {
  it('adds up to ten and says when the rest was left out', () => {
    expect(allowedToAdd(4, 0)).toEqual({ count: 4, capped: false });
    expect(allowedToAdd(4, 7)).toEqual({ count: 3, capped: true });
    expect(allowedToAdd(12, 0)).toEqual({ count: 10, capped: true });
    expect(allowedToAdd(1, 10)).toEqual({ count: 0, capped: true });
  });
});
