import type { HolidayPromotion } from '@/modules/catalogue/contract';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/**
 * The promotion's dates are whole days, start and end inclusive, in UTC like the dashboard's
 * discount rule: it runs from the start day's first moment to the end of its last day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Above this much time left, the countdown also shows the end date (docs/contract.md §4). */
const FULL_DATE_ABOVE_MS = 2 * DAY_MS;

export function promotionWindow({ starts_at, ends_at }: Pick<HolidayPromotion, 'starts_at' | 'ends_at'>) {
  const start = Date.parse(`${starts_at.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${ends_at.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  return { start, end };
}

export function isPromotionActive(promotion: Pick<HolidayPromotion, 'starts_at' | 'ends_at'>, now: number): boolean {
  const { start, end } = promotionWindow(promotion);
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now < end;
}

/** A whole day of the promotion as the page's language writes it ("January 8, 2025", "8 janvier 2025"). */
export function formatPromotionDay(isoDay: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString(LANGUAGE_TAG[locale], {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface Countdown {
  /** 'Finished', 'Remaining 5 days', 'Remaining 3 hours'. */
  text: string;
  /** The last day in full ('Ends January 8, 2025'), only while more than 2 days are left. */
  fullDate: string | null;
}

/** The countdown's words in the page's language (promotions.client.countdown), the end day already written. */
export interface CountdownWords {
  finished: string;
  days: (count: number) => string;
  hours: (count: number) => string;
  ends: (date: string) => string;
  locale: Locale;
}

/** docs/contract.md §4 countdown: Finished, or the remaining days (hours on the last day). */
export function promotionCountdown(promotion: Pick<HolidayPromotion, 'starts_at' | 'ends_at'>, now: number, words: CountdownWords): Countdown {
  const left = promotionWindow(promotion).end - now;
  if (!(left > 0)) return { text: words.finished, fullDate: null };
  const text = left >= DAY_MS ? words.days(Math.floor(left / DAY_MS)) : words.hours(Math.ceil(left / HOUR_MS));
  return { text, fullDate: left > FULL_DATE_ABOVE_MS ? words.ends(formatPromotionDay(promotion.ends_at, words.locale)) : null };
}
