/**
 * What a search query is, wherever it is read (the header's field, /api/search, /search): decoded
 * once by URLSearchParams, then brought to one form here, once, so every reader sees the same text.
 */

/** Longer queries are refused (the API) or cut (the page): no product name comes near it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Words of a query that count: no product name needs more, and each more word is another cached page. */
export const SEARCH_QUERY_MAX_WORDS = 8;

export const SEARCH_PATH = '/search';

/**
 * `/api/search?…&for=order-pad`: the order pad looking up pasted lines. Those lookups have a
 * per-client budget of their own (src/server/search/search-limits.ts), so a long paste never
 * spends the limit that the customer's typing in the search field uses.
 */
export const SEARCH_PURPOSE_PARAM = 'for';
export const ORDER_PAD_LOOKUP = 'order-pad';

/**
 * A query in its one form: only searchQueryOf makes one, so the index, the suggestions' memory
 * and the results page's key cannot be handed a raw string.
 */
export type SearchQuery = string & { readonly __brand: 'SearchQuery' };

/** Compatibility forms folded, whitespace collapsed, lower case: equal queries share one cached page. */
export function normaliseQuery(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The query a search is for: normalised, cut to SEARCH_QUERY_MAX_LENGTH characters and
 * SEARCH_QUERY_MAX_WORDS words. The text is taken as it is (already decoded once): a `%41` in it
 * is three characters, never an `A`.
 */
export function searchQueryOf(raw: string): SearchQuery {
  return normaliseQuery(raw).slice(0, SEARCH_QUERY_MAX_LENGTH).trim().split(' ').slice(0, SEARCH_QUERY_MAX_WORDS).join(' ') as SearchQuery;
}

/** Whether a text is a query in its one form already (a key's query read back, say). */
export function isSearchQuery(text: string): text is SearchQuery {
  return searchQueryOf(text) === text;
}

/** `/search?q=…` for a query (the shareable URL), `&page=n` after the first page of results. */
export function searchHref(query: string, page = 1): string {
  const q = searchQueryOf(query);
  if (!q) return SEARCH_PATH;
  return `${SEARCH_PATH}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
}
