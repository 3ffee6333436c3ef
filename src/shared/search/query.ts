import { listView } from '@/shared/lists/list-view';

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

export interface SearchView {
  query: SearchQuery;
  page: number;
}

/** `page` from the URL: a whole number from 1, anything else the first page (as /products reads it). */
function pageOf(raw: string | null): number {
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page > 1 ? page : 1;
}

/** A query's UTF-8 in hex: any text as key characters (base64url's `-` would split a key). */
const toHex = (text: string) => Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16)));
  } catch {
    return null;
  }
}

/**
 * /search and its pages: `/search/view/q6f696c-n2` (src/shared/lists/list-view.ts). A query is
 * never refused (no hits is an answer), so every /search URL has a key; its page is rendered per
 * request, never cached (src/app/search/view/[key]/page.tsx).
 */
export const SEARCH_VIEW = listView<SearchView>({
  path: SEARCH_PATH,
  fields: [
    { param: 'q', tag: 'q', encode: toHex, decode: fromHex },
    { param: 'page', tag: 'n' },
  ],
  read: (search) => ({ query: searchQueryOf(search.get('q') ?? ''), page: pageOf(search.get('page')) }),
  write: ({ query, page }) => ({ q: query, page: query && page > 1 ? String(page) : undefined }),
});

/** `/search?q=…` for a query (the shareable URL), `&page=n` after the first page of results. */
export function searchHref(query: string, page = 1): string {
  return SEARCH_VIEW.href({ query: searchQueryOf(query), page });
}
