import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

const wholeDollars = Object.fromEntries(
  Object.entries(LANGUAGE_TAG).map(([locale, tag]) => [locale, new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 })]),
) as Record<Locale, Intl.NumberFormat>;

/** docs/contract.md §9: prices are shown in whole dollars, as the page's language writes them ("$84", "84 $ US"). */
export function formatPrice(amount: number, locale: Locale): string {
  return wholeDollars[locale].format(Math.round(amount));
}

/** "November 28, 2026", "28 novembre 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(LANGUAGE_TAG[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
