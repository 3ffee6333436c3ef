// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRODUCTS_VIEW } from '@/modules/catalogue/list-query';
import { UNKNOWN_VIEW_KEY as UNKNOWN_LIST_KEY } from '@/shared/lists/list-view';

const keyOf = (query: string) => PRODUCTS_VIEW.keyOfQuery(new URLSearchParams(query));
const stateOfListKey = (key: string) => PRODUCTS_VIEW.stateOfKey(key);

describe('list keys: one cached page per distinct /products list', () => {
  it('gives every distinct list its own key, and the default list "all"', () => {
    const keys = ['', 'categories=1', 'categories=1,3', 'parent_id=5', 'sort=price_asc', 'page=2', 'categories=3&sort=title&page=2'].map(keyOf);
    expect(keys[0]).toBe('all');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives equivalent queries one key, so they share one cached page', () => {
    expect(keyOf('categories=3,1')).toBe(keyOf('categories=1&categories=3'));
    expect(keyOf('categories=1,1&page=1&sort=newest')).toBe(keyOf('categories=1'));
    expect(keyOf('utm_source=mail&page=1')).toBe('all');
  });

  it('sends every query naming a category, parent, sort or page that does not exist to the one 404 key', () => {
    const junk = ['categories=1,999', 'categories=4', 'parent_id=2', 'parent_id=5x', 'sort=cheapest', 'sort=', 'page=junk', 'page=0', 'page=-1', 'page=1e3', 'categories=%31%00'];
    expect(new Set(junk.map(keyOf))).toEqual(new Set([UNKNOWN_LIST_KEY]));
    expect(stateOfListKey(UNKNOWN_LIST_KEY)).toBeNull();
    expect(stateOfListKey('c999')).toBeNull();
    expect(stateOfListKey('p2')).toBeNull();
  });

  it('uses only characters that need no escaping in a path', () => {
    expect(keyOf('categories=1,3&parent_id=5&sort=price_desc&page=4')).toMatch(/^[\w.-]+$/);
  });

  it('reads back the state it was made from', () => {
    expect(stateOfListKey(keyOf('categories=3,1&parent_id=5&sort=price_asc&page=2'))).toEqual({
      categories: [1, 3],
      parentId: 5,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('rejects keys it would not write, so made-up paths are not cached', () => {
    for (const key of ['', 'c3.1', 'snewest', 'n1', 'x9', 'all-n2', 'c1-c3', 'sbogus']) expect(stateOfListKey(key)).toBeNull();
  });
});
