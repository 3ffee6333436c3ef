import { DEFAULT_LOCALE, LOCALES } from './locales';
import { LOCALE_COOKIE } from './routing';

/**
 * First path segments that are no page of src/app/[locale]: routes of their own (the door, images,
 * sitemaps) and Next's files. Static routes and public files need no entry: Next serves them
 * before it reads these rewrites.
 */
const OUTSIDE_PAGES = ['api', 'uploads', 'sitemaps', '_next'];

/** A first segment that is none of these: the lookahead ends at the segment's end (`/`), not the path's. */
const notFirst = `(?!(?:${[...LOCALES, ...OUTSIDE_PAGES].join('|')})(?:/|$))`;

/**
 * English pages keep today's addresses: `/products` is served by `/en/products`. `afterFiles`, so a
 * file or static route is served as it is (docs/i18n.md "Addresses").
 */
export const localeRewrites = () => [
  { source: '/', destination: `/${DEFAULT_LOCALE}` },
  { source: `/:first(${notFirst}[^/]+)/:rest*`, destination: `/${DEFAULT_LOCALE}/:first/:rest*` },
];

/**
 * `/en/...` is no address of its own (one URL per page); a customer who chose French and comes back
 * to `/` lands in French. Only `/`: any other address is the page it names, for people and crawlers.
 */
export const localeRedirects = () => [
  { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
  { source: `/${DEFAULT_LOCALE}/:rest*`, destination: '/:rest*', permanent: true },
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    source: '/',
    has: [{ type: 'cookie' as const, key: LOCALE_COOKIE, value: locale }],
    destination: `/${locale}`,
    permanent: false,
  })),
];
