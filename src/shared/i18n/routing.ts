import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/** The cookie the language switch sets (a year), read by next.config.ts's redirect of `/` (docs/i18n.md "Choice"). */
export const LOCALE_COOKIE = 'shop_locale';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * next-intl's routing: `as-needed` prefixes (English unprefixed). The shop runs no next-intl
 * middleware: next.config.ts rewrites English paths onto `/en` and redirects a returning French
 * customer's `/`, so pages stay static (docs/i18n.md "Addresses").
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
