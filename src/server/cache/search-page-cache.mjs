// @ts-check
/**
 * /search pages kept by the production server (server.mjs) and given to CDNs (docs/decisions.md
 * "Search pages are kept by `server.mjs`"):
 * Next renders each one per request and never writes it to its cache (src/app/[locale]/search/view/[key]),
 * so a popular query would be rendered for every visitor. Here a search page is kept for
 * `seconds` under its normalised query and page (src/modules/search/normalise-query.mjs: decoded
 * once, compatibility forms, case and whitespace folded), so `Walnut`, `walnut%20` and `%77alnut`
 * are one page; at most `maxPages` pages and `maxBytes` bytes, the least recently used dropped
 * first, so junk queries cannot grow it. Answers it may keep say `public` with a short `s-maxage`
 * for a CDN. A request carrying a customer's session is never answered from it nor kept: it is
 * rendered and answered `private` as before, whatever a future page reads from the session.
 * A replay skips the per-client search limit (src/proxy.ts), which guards the renders.
 */
import { normalisedSearchText, searchPageOf } from '../../modules/search/normalise-query.mjs';
import { localePath, LOCALE_SEGMENTS } from '../../shared/i18n/locale-path.mjs';
import { isSharedPageRequest, ServedPageCache } from './served-page-cache.mjs';

export const SEARCH_PAGE_PATH = '/search';
/** The search page in each language (`/search`, `/fr/search`): each its own page. */
const SEARCH_PAGE_PATHS = new Set(LOCALE_SEGMENTS.map((locale) => localePath(SEARCH_PAGE_PATH, locale)));
export const DEFAULT_SEARCH_PAGE_SECONDS = 60;
export const DEFAULT_SEARCH_PAGE_MAX_PAGES = 500;
export const DEFAULT_SEARCH_PAGE_MAX_BYTES = 16 * 1024 * 1024;

/** The door's session and auth-key cookies, under their plain or `__Host-` names (src/shared/api/cookie-names.ts). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?lf_(?:session|auth)=[^;\s]/;

/** A kept search page may be served this many times its time longer while one request renders a new one. */
const STALE_FACTOR = 5;

/** A CDN keeps a search page for a minute and may serve it five more while it fetches a new one; browsers ask again. */
export const searchCacheControl = (seconds = DEFAULT_SEARCH_PAGE_SECONDS) => `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * STALE_FACTOR}`;

/**
 * The page a /search URL names, in one spelling (`/search?q=walnut&page=1`), or null for another
 * path, a customer's request, or a request Next answers differently from a page load.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} url
 * @returns {string | null}
 */
export function searchPageKey(request, url) {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  if (!SEARCH_PAGE_PATHS.has(pathname)) return null;
  if (!isSharedPageRequest(request) || SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
  const search = new URLSearchParams(query < 0 ? '' : url.slice(query + 1));
  const text = normalisedSearchText(search.get('q') ?? '');
  return `${pathname}?q=${encodeURIComponent(text)}&page=${searchPageOf(search.get('page'))}`;
}

/** @param {import('node:http').ServerResponse} response */
const isSearchPage = (response) => response.statusCode === 200 && response.getHeader('set-cookie') === undefined;

/**
 * @param {object} options
 * @param {(host: string) => boolean} options.ownHost the shop's own host names (served-page-cache.mjs)
 * @param {number} [options.seconds] 0 turns it off
 * @param {number} [options.maxPages]
 * @param {number} [options.maxBytes]
 * @param {() => number} [options.now]
 * @param {(result: 'hit' | 'miss', response: import('node:http').ServerResponse) => void} [options.observe] as ServedPageCache's (the metrics' served_page layer)
 */
export function createSearchPageCache({
  ownHost,
  seconds = DEFAULT_SEARCH_PAGE_SECONDS,
  maxPages = DEFAULT_SEARCH_PAGE_MAX_PAGES,
  maxBytes = DEFAULT_SEARCH_PAGE_MAX_BYTES,
  now,
  observe,
}) {
  return new ServedPageCache({
    ttlMs: seconds * 1000,
    maxPages,
    maxBytes,
    ownHost,
    now,
    observe,
    keyOf: searchPageKey,
    keeps: isSearchPage,
    cacheControl: searchCacheControl(seconds),
    // As a CDN does with stale-while-revalidate: a popular query's new page renders once, not once per visitor meanwhile.
    staleMs: seconds * STALE_FACTOR * 1000,
  });
}
