import type { HolidayPromotion } from '@/modules/catalogue/contract';
import { isoDay } from './offers';
import { isClearFinish, isCuringLight, isLiquid, litresOf } from './product-kind';
import type { DiscountableLine } from './discounts';

/** docs/contract.md §9 holiday promotion. The dates come from the catalogue's promotion (the modal's dates). */
export interface PromotionRule {
  starts_on: string;
  ends_on: string;
  lights_percent: number;
  oils_percent: number;
  clear_oil_litres: number;
}

export const PROMOTION_MESSAGE =
  'Holiday promotion: you get 25% off curing lights and 15% off additional oils with your 5 litres of clear oil.';

export function promotionRuleFrom(promotion: HolidayPromotion): PromotionRule {
  return {
    starts_on: promotion.starts_at.slice(0, 10),
    ends_on: promotion.ends_at.slice(0, 10),
    lights_percent: 25,
    oils_percent: 15,
    clear_oil_litres: 5,
  };
}

/**
 * With at least 5 litres of clear oil in the basket, during the promotion's dates: lights get
 * 25% off and every other oil or stain line 15% off. The clear-oil lines that make up the 5 litres are
 * the condition and stay at full price.
 */
export function promotionPercents(lines: DiscountableLine[], rule: PromotionRule, today: Date): Map<number, number> {
  const percents = new Map<number, number>();
  const day = isoDay(today);
  if (day < rule.starts_on || day > rule.ends_on) return percents;

  const qualifying = new Set<number>();
  let litres = 0;
  for (const line of lines) {
    if (litres >= rule.clear_oil_litres) break;
    const lineLitres = litresOf(line.priceData) * line.count;
    if (lineLitres > 0 && isClearFinish(line.product, line.colors)) {
      qualifying.add(line.id);
      litres += lineLitres;
    }
  }
  if (litres < rule.clear_oil_litres) return percents;

  for (const line of lines) {
    if (isCuringLight(line.product)) percents.set(line.id, rule.lights_percent);
    else if (isLiquid(line.priceData) && !qualifying.has(line.id)) percents.set(line.id, rule.oils_percent);
  }
  return percents;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(2, 4)}`;

/** The promotion over other dates, its text following them (docs/contract.md §9's wording). */
export function promotionBetween(base: HolidayPromotion, starts_at: string, ends_at: string): HolidayPromotion {
  return {
    ...base,
    starts_at,
    ends_at,
    text: `25% off curing lights and 15% off additional oils with 5 litres of clear oil. Valid ${shortDate(starts_at)} to ${shortDate(ends_at)}. Not applied to taxes, shipping or handling.`,
  };
}

/** A window around today (3 days back, 10 ahead), so the promotion can be seen and tested now. */
export function promotionAroundToday(base: HolidayPromotion, today: Date = new Date()): HolidayPromotion {
  const day = (offset: number) => isoDay(new Date(today.getTime() + offset * DAY_MS));
  return promotionBetween(base, day(-3), day(10));
}

/** `SANDBOX_PROMOTION=current` starts the sandbox with the window around today instead of 2024's. */
export function seededPromotion(base: HolidayPromotion): HolidayPromotion {
  return process.env.SANDBOX_PROMOTION === 'current' ? promotionAroundToday(base) : base;
}
