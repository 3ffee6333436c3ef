import { cookiesOfHeader } from '@/shared/api/cookie-header';
import type { Locale } from '@/shared/i18n/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/shared/i18n/routing';

/** The customer's choice of language, kept a year for `/` (next.config.ts redirects a returning French customer, docs/i18n.md "Choice"). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Whether the customer ever chose a language on this browser. */
export const hasChosenLocale = (): boolean => cookiesOfHeader(document.cookie).has(LOCALE_COOKIE);
