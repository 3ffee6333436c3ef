// @ts-check
/**
 * What a search query is, wherever it is read (the header's field, /api/search, /search and the
 * production server's search-page cache, src/server/cache/search-page-cache.mjs): decoded once by
 * URLSearchParams, then brought to one form here, once, so every reader sees the same text.
 * Plain JavaScript so that server.mjs reads it as the pages do.
 */

/** Longer queries are refused (the API) or cut (the page): no product name comes near it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Words of a query that count: no product name needs more, and each more word is another cached page. */
export const SEARCH_QUERY_MAX_WORDS = 8;

/**
 * Compatibility forms folded, whitespace collapsed, lower case: equal queries share one cached page.
 * @param {string} raw
 */
export function normaliseQuery(raw) {
  return raw.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The query normalised, cut to SEARCH_QUERY_MAX_LENGTH characters and SEARCH_QUERY_MAX_WORDS
 * words. The text is taken as it is (already decoded once): a `%41` in it is three characters, never an `A`.
 * @param {string} raw
 */
export function normalisedSearchText(raw) {
  return normaliseQuery(raw).slice(0, SEARCH_QUERY_MAX_LENGTH).trim().split(' ').slice(0, SEARCH_QUERY_MAX_WORDS).join(' ');
}

/**
 * `page` from the URL: a whole number from 1, anything else the first page (as /products reads it).
 * @param {string | null} raw
 */
export function searchPageOf(raw) {
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page > 1 ? page : 1;
}
