/**
 * What a search query is, wherever it is read (the header's field, /api/search, /search): decoded
 * once by URLSearchParams, then normalised here, so every reader sees the same text.
 */

/** Longer queries are refused (the API) or cut (the page): no product name comes near it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Words of a query that count: no product name needs more, and each more word is another cached page. */
export const SEARCH_QUERY_MAX_WORDS = 8;

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

/** The query a search is for: normalised, cut to SEARCH_QUERY_MAX_LENGTH characters and SEARCH_QUERY_MAX_WORDS words. */
export function canonicalQuery(raw: string): string {
  return normaliseQuery(raw).slice(0, SEARCH_QUERY_MAX_LENGTH).trim().split(' ').slice(0, SEARCH_QUERY_MAX_WORDS).join(' ');
}

/** `/search?q=…` for a query (the shareable URL), `&page=n` after the first page of results. */
export function searchHref(query: string, page = 1): string {
  const q = normaliseQuery(query);
  if (!q) return SEARCH_PATH;
  return `${SEARCH_PATH}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
}
