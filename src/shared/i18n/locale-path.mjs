// @ts-check
/**
 * The locale a path names by its first segment, and the path without it (docs/i18n.md): English
 * pages have no prefix, French ones `/fr`. Plain JavaScript, so that server.mjs's route labels
 * and the TypeScript code read the one list.
 */
export const LOCALE_SEGMENTS = /** @type {const} */ (['en', 'fr']);
export const DEFAULT_LOCALE_SEGMENT = 'en';

/** The cookie the language switch sets (a year), read by next.config.ts's redirect of `/` (docs/i18n.md "Choice"). */
export const LOCALE_COOKIE = 'shop_locale';

/**
 * `/fr/product/oak` → `{ locale: 'fr', rest: '/product/oak' }`; `/product/oak` → `{ locale: 'en', rest: '/product/oak' }`.
 * @param {string} pathname
 * @returns {{ locale: (typeof LOCALE_SEGMENTS)[number], rest: string }}
 */
export function splitLocale(pathname) {
  for (const locale of LOCALE_SEGMENTS) {
    if (pathname === `/${locale}`) return { locale, rest: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, rest: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE_SEGMENT, rest: pathname };
}

/**
 * The address of a path in a locale: English as it is, French under `/fr`.
 * @param {string} path site-relative, starting with `/`
 * @param {string} locale
 */
export function localePath(path, locale) {
  if (locale === DEFAULT_LOCALE_SEGMENT) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
