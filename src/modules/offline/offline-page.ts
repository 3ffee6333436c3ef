import { localePath, splitLocale } from '@/shared/i18n/locale-path.mjs';
import { LOCALES, type Locale } from '@/shared/i18n/locales';
import { pagePathOf } from './request-kind';

/**
 * The page the service worker answers for a page never opened on this device while there is no
 * signal (docs/offline.md): `/offline`, and `/fr/offline` for French pages. Both are precached
 * (scripts/lib/service-worker.mjs). Pure, so tested without a browser.
 */
const OFFLINE = '/offline';

export const OFFLINE_PAGES: Record<Locale, string> = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(OFFLINE, locale)])) as Record<Locale, string>;

/** The language a page's address names: `/fr/…` is French, anything else English. */
export const localeOfPath = (pathname: string): Locale => splitLocale(pathname).locale;

/** The offline page in the language of the page asked for (`/fr/product/oak` → `/fr/offline`). */
export function offlinePageFor(url: string): string {
  return OFFLINE_PAGES[localeOfPath(new URL(url, 'http://offline.invalid').pathname)];
}

/** An offline page itself, in either language: the offline page's list of kept pages leaves it out. */
export const isOfflinePage = (pathname: string): boolean => pagePathOf(pathname) === OFFLINE;

interface FallbackRequest {
  request: { url: string; destination: string };
}

/**
 * Serwist's fallback entries (sw.ts), tried in order when a page cannot be answered: a page in a
 * language other than English gets the offline page in its language, any page the English one
 * (also where the other's is not kept).
 */
export function offlineFallbacks(): { url: string; matcher: (asked: FallbackRequest) => boolean }[] {
  const isPage = ({ request }: FallbackRequest) => request.destination === 'document';
  const inOwnLanguage = LOCALES.filter((locale) => OFFLINE_PAGES[locale] !== OFFLINE).map((locale) => ({
    url: OFFLINE_PAGES[locale],
    matcher: (asked: FallbackRequest) => isPage(asked) && offlinePageFor(asked.request.url) === OFFLINE_PAGES[locale],
  }));
  return [...inOwnLanguage, { url: OFFLINE, matcher: isPage }];
}
