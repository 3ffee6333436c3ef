import { normaliseQuery, SEARCH_QUERY_MAX_LENGTH } from './query';

/**
 * A /search query as one path segment, so every /search URL maps onto one cacheable page, like
 * /products (src/proxy.ts). Read by the proxy and the page only (it uses Node's Buffer).
 */
export const SEARCH_VIEW_PATH = '/search/view';

/** The empty query's key; every other key is the query in base64url, so any text fits one path segment. */
const EMPTY_KEY = 'none';

/** The cached page's key of a /search URL's query (the proxy rewrites /search?q=… to /search/view/<key>). */
export function searchKeyOf(search: URLSearchParams): string {
  const q = normaliseQuery(search.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  return q ? Buffer.from(q, 'utf8').toString('base64url') : EMPTY_KEY;
}

/** The query a key names, or null for a key searchKeyOf would not have written (never cached). */
export function queryOfSearchKey(key: string): string | null {
  if (key === EMPTY_KEY) return '';
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return null;
  const q = Buffer.from(key, 'base64url').toString('utf8');
  return searchKeyOf(new URLSearchParams({ q })) === key ? q : null;
}
