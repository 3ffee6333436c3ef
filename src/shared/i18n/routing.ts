import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export { LOCALE_COOKIE } from './locale-path.mjs';
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
