import 'server-only';
import { isSearchQuery, searchQueryOf, type SearchQuery } from '@/shared/search/query';

/**
 * A /search query as one path segment, so every /search URL maps onto one cacheable page, like
 * /products (src/proxy.ts). Read by the proxy and the page only (it uses Node's Buffer).
 */
export const SEARCH_VIEW_PATH = '/search/view';

/** A key searchKeyOf never writes (a dot and no query): the proxy's 404 for a view path asked for directly. */
export const UNKNOWN_SEARCH_KEY = 'unknown.0';

/** The empty query's key; every other key is the query in base64url, so any text fits one path segment. */
const EMPTY_KEY = 'none';

/** A page after the first is `.<page>` after the query (a dot is never part of base64url). */
const PAGE_SEPARATOR = '.';

/** `page` from the URL: a whole number from 1, anything else the first page (as /products reads it). */
function pageOf(raw: string | null): number {
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page > 1 ? page : 1;
}

function keyOf(query: SearchQuery, page: number): string {
  if (!query) return EMPTY_KEY;
  const key = Buffer.from(query, 'utf8').toString('base64url');
  return page > 1 ? `${key}${PAGE_SEPARATOR}${page}` : key;
}

/** The cached page's key of a /search URL's query and page (the proxy rewrites /search?q=… to /search/view/<key>). */
export function searchKeyOf(search: URLSearchParams): string {
  return keyOf(searchQueryOf(search.get('q') ?? ''), pageOf(search.get('page')));
}

export interface SearchView {
  query: SearchQuery;
  page: number;
}

/** The query and page a key names, or null for a key searchKeyOf would not have written (never cached). */
export function viewOfSearchKey(key: string): SearchView | null {
  if (key === EMPTY_KEY) return { query: searchQueryOf(''), page: 1 };
  const match = /^([A-Za-z0-9_-]+)(?:\.(\d+))?$/.exec(key);
  if (!match) return null;
  const query = Buffer.from(match[1], 'base64url').toString('utf8');
  if (!query || !isSearchQuery(query)) return null;
  const page = pageOf(match[2] ?? null);
  return keyOf(query, page) === key ? { query, page } : null;
}
