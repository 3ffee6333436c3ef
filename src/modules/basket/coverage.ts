import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { AreaUnit, Coverage, Porosity, PriceTypeData } from '@/modules/catalogue/contract';

/** How much finish a floor needs and the cheapest way to buy it (docs/contract.md §3 coverage, §4 line limits). */

export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

export const toSquareMetres = (area: number, unit: AreaUnit) => (unit === 'm2' ? area : area * SQUARE_METRES_PER_SQUARE_FOOT);

/** The porosities the product's data gives its own rates for; none when one rate holds for every wood. */
export function porositiesOf(coverage: Coverage): Porosity[] {
  const rates = coverage.by_porosity ?? {};
  const order: Porosity[] = ['dense', 'average', 'porous'];
  const given = order.filter((porosity) => typeof rates[porosity] === 'number');
  return new Set(given.map((porosity) => rates[porosity])).size > 1 ? given : [];
}

/** m² one litre covers in one coat on this wood. */
export function rateFor(coverage: Coverage, porosity: Porosity | null): number {
  return (porosity && coverage.by_porosity?.[porosity]) || coverage.m2_per_litre_per_coat;
}

/** Litres to a tenth, rounded up: a floor needs at least what the figures say, never a drop less. */
export function litresNeeded(areaM2: number, coats: number, rate: number): { exact: number; rounded: number } {
  const exact = (areaM2 * coats) / rate;
  // A tolerance so that 3.6000000000000005 (float noise) stays 3.6 instead of becoming 3.7.
  const rounded = Math.ceil(exact * 10 - 1e-9) / 10;
  return { exact, rounded: Math.max(rounded, 0) };
}

export interface Container {
  litres: number;
  price: PriceTypeData;
}

/** The containers one sheen is sold in, each with that sheen's price, largest first. */
export function containersFor(coverage: Coverage, prices: PriceTypeData[], tagId: number): Container[] {
  return coverage.containers
    .flatMap(({ type_id, litres }) => {
      const price = prices.find((row) => row.tag_id === tagId && row.type_id === type_id);
      return price && litres > 0 ? [{ litres, price }] : [];
    })
    .sort((a, b) => b.litres - a.litres);
}

export interface MixLine {
  container: Container;
  count: number;
}

export interface Mix {
  lines: MixLine[];
  litres: number;
  total: number;
}

/** Tenths of a litre: container sizes (0.5 L, 2.5 L) are whole tenths, so sums stay exact integers. */
const tenths = (litres: number) => Math.round(litres * 10);

interface Best {
  total: number;
  containers: number;
  /** Index of the container added last, to walk the choice back. */
  last: number;
  from: number;
}

/**
 * The cheapest set of containers holding at least `litres`; of equally cheap sets, the one with the
 * fewest containers. Unbounded knapsack over tenths of a litre, up to the need plus one largest
 * container (no cheapest set overshoots further than that). Null when the product has no sizes.
 */
export function cheapestMix(litres: number, containers: Container[]): Mix | null {
  if (containers.length === 0) return null;
  const need = tenths(litres);
  if (need <= 0) return { lines: [], litres: 0, total: 0 };
  const sizes = containers.map((container) => tenths(container.litres));
  const limit = need + Math.max(...sizes);
  const best: (Best | null)[] = new Array(limit + 1).fill(null);
  best[0] = { total: 0, containers: 0, last: -1, from: 0 };
  for (let amount = 1; amount <= limit; amount++) {
    sizes.forEach((size, index) => {
      const before = amount >= size ? best[amount - size] : null;
      if (!before) return;
      const total = before.total + containers[index].price.type_price;
      const count = before.containers + 1;
      const current = best[amount];
      if (!current || total < current.total || (total === current.total && count < current.containers)) {
        best[amount] = { total, containers: count, last: index, from: amount - size };
      }
    });
  }
  let chosen = -1;
  for (let amount = need; amount <= limit; amount++) {
    const candidate = best[amount];
    const current = chosen >= 0 ? best[chosen] : null;
    if (!candidate) continue;
    if (!current || candidate.total < current.total || (candidate.total === current.total && candidate.containers < current.containers)) {
      chosen = amount;
    }
  }
  const counts = new Array(containers.length).fill(0);
  for (let amount = chosen; amount > 0; amount = best[amount]!.from) counts[best[amount]!.last] += 1;
  return {
    lines: containers.flatMap((container, index) => (counts[index] > 0 ? [{ container, count: counts[index] }] : [])),
    litres: chosen / 10,
    total: best[chosen]!.total,
  };
}

/**
 * How many of a line can still go into the basket: a line holds at most 10 (docs/contract.md §4), so
 * with `inBasket` already there only the rest is added; `capped` says some of the wish was left out.
 */
export function allowedToAdd(wanted: number, inBasket: number): { count: number; capped: boolean } {
  const room = Math.max(MAX_LINE_QUANTITY - inBasket, 0);
  const count = Math.min(wanted, room);
  return { count, capped: count < wanted };
}
