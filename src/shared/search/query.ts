/**
 * What a search query is, wherever it is read (the header's field, /api/search, /search): decoded
 * once by URLSearchParams, then normalised here, so every reader sees the same text.
 */

/** Longer queries are refused (the API) or cut (the page): no product name comes near it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const SEARCH_PATH = '/search';

/**
 * `/api/search?…&for=order-pad`: the order pad looking up pasted lines. Those lookups have a
 * per-client budget of their own (src/server/search/suggest-answer.ts), so a long paste never
 * spends the limit that the customer's typing in the search field uses.
 */
export const SEARCH_PURPOSE_PARAM = 'for';
export const ORDER_PAD_LOOKUP = 'order-pad';

/** Compatibility forms folded, whitespace collapsed, lower case: equal queries share one cached page. */
export function normaliseQuery(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** `/search?q=…` for a query (the shareable URL), `&page=n` after the first page of results. */
export function searchHref(query: string, page = 1): string {
  const q = normaliseQuery(query);
  if (!q) return SEARCH_PATH;
  return `${SEARCH_PATH}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
}
