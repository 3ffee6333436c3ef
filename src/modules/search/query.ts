import { listView } from '@/shared/lists/list-view';
import { normaliseQuery, normalisedSearchText, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS, searchPageOf } from './normalise-query.mjs';

/** What a search query is, and its one form: src/modules/search/normalise-query.mjs. */
export { normaliseQuery, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS };

export const SEARCH_PATH = '/search';

/**
 * `/api/search?…&for=order-pad`: the order pad looking up pasted lines. Those lookups have a
 * per-client budget of their own (src/modules/search/server/search-limits.ts), so a long paste never
 * spends the limit that the customer's typing in the search field uses.
 */
export const SEARCH_PURPOSE_PARAM = 'for';

/** `/api/search?…&locale=fr`: the language whose catalogue is searched (English when absent). */
export const SEARCH_LOCALE_PARAM = 'locale';
export const ORDER_PAD_LOOKUP = 'order-pad';

/**
 * A query in its one form: only searchQueryOf makes one, so the index, the suggestions' memory
 * and the results page's key cannot be handed a raw string.
 */
export type SearchQuery = string & { readonly __brand: 'SearchQuery' };

/** The query a search is for, in its one form (normalise-query.mjs). */
export const searchQueryOf = (raw: string) => normalisedSearchText(raw) as SearchQuery;

export interface SearchView {
  query: SearchQuery;
  page: number;
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
 * request, never written to Next's cache; the production server keeps a bounded number of them
 * for a minute (src/server/cache/search-page-cache.mjs).
 */
export const SEARCH_VIEW = listView<SearchView>({
  path: SEARCH_PATH,
  fields: [
    { param: 'q', tag: 'q', encode: toHex, decode: fromHex },
    { param: 'page', tag: 'n' },
  ],
  read: (search) => ({ query: searchQueryOf(search.get('q') ?? ''), page: searchPageOf(search.get('page')) }),
  write: ({ query, page }) => ({ q: query, page: query && page > 1 ? String(page) : undefined }),
});

/** `/search?q=…` for a query (the shareable URL), `&page=n` after the first page of results. */
export function searchHref(query: string, page = 1): string {
  return SEARCH_VIEW.href({ query: searchQueryOf(query), page });
}
