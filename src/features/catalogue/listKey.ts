import { DEFAULT_SORT, readListQuery, type ListState, type SearchParams } from './list-query';

/**
 * A list state as one path segment, so every /products URL (filters, sort and page in the
 * query, docs/contract.md §2) maps onto one cacheable page: the proxy rewrites /products?… to
 * /products/view/<key>. Only unreserved URL characters: `c1.3-p5-sprice_asc-n2`, `all` for
 * the default list. Equivalent queries (`categories=3,1`, `categories=1&categories=3`) share a key.
 */

export const DEFAULT_LIST_KEY = 'all';
/** The one key every /products URL naming what does not exist goes to: a 404, cached once. */
export const UNKNOWN_LIST_KEY = 'unknown';
export const LIST_VIEW_PATH = '/products/view';

export function listKey(state: ListState): string {
  const parts: string[] = [];
  if (state.categories.length) parts.push(`c${state.categories.join('.')}`);
  if (state.parentId) parts.push(`p${state.parentId}`);
  if (state.sort !== DEFAULT_SORT) parts.push(`s${state.sort}`);
  if (state.page > 1) parts.push(`n${state.page}`);
  return parts.length ? parts.join('-') : DEFAULT_LIST_KEY;
}

/** The state a key names, or null for a key listKey would not have written (never cached). */
export function stateOfListKey(key: string): ListState | null {
  const params: SearchParams = {};
  if (key !== DEFAULT_LIST_KEY) {
    for (const part of key.split('-')) {
      const value = part.slice(1);
      if (part[0] === 'c') params.categories = value.split('.').join(',');
      else if (part[0] === 'p') params.parent_id = value;
      else if (part[0] === 's') params.sort = value;
      else if (part[0] === 'n') params.page = value;
    }
  }
  const state = readListQuery(params);
  return state && listKey(state) === key ? state : null;
}

/** The list a /products URL's query names (each parameter with all its values), or null (readListQuery). */
export function listStateOf(search: URLSearchParams): ListState | null {
  const params: SearchParams = {};
  for (const name of new Set(search.keys())) params[name] = search.getAll(name);
  return readListQuery(params);
}

/** The key of a /products URL's query; UNKNOWN_LIST_KEY for one that names what does not exist. */
export function listKeyOf(search: URLSearchParams): string {
  const state = listStateOf(search);
  return state ? listKey(state) : UNKNOWN_LIST_KEY;
}
