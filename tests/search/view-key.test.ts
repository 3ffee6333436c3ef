// @vitest-environment node
import { UNKNOWN_VIEW_KEY } from '@/shared/lists/list-view';
import { SEARCH_VIEW, searchHref } from '@/modules/search/query';

const keyOf = (query: string) => SEARCH_VIEW.keyOfQuery(new URL(query, 'http://shop.example').searchParams);

describe('the page of a /search URL', () => {
  it('keeps the page of results in the key, the first page sharing the plain query’s key', () => {
    expect(keyOf('/search?q=oil&page=1')).toBe(keyOf('/search?q=oil'));
    expect(SEARCH_VIEW.stateOfKey(keyOf('/search?q=Oil&page=3'))).toEqual({ query: 'oil', page: 3 });
    expect(SEARCH_VIEW.stateOfKey(keyOf('/search?q=oil'))).toEqual({ query: 'oil', page: 1 });
    expect(keyOf('/search')).toBe('all');
    expect(SEARCH_VIEW.stateOfKey('all')).toEqual({ query: '', page: 1 });
  });

  it('reads a page that is not a whole number from 2 as the first page', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '1e3', '']) expect(keyOf(`/search?q=oil&page=${page}`)).toBe(keyOf('/search?q=oil'));
  });

  it('refuses a key it would not have written, so no stray URL reaches the page', () => {
    const key = keyOf('/search?q=oil');
    const upper = `q${Buffer.from('OIL').toString('hex')}`;
    const notUtf8 = 'qff';
    for (const forged of [`${key}-n1`, `${key}-n02`, `${key}-`, `${key}-n2-n3`, `${key}--n2`, 'all-n2', 'n2', upper, notUtf8, 'q6', 'q6G', UNKNOWN_VIEW_KEY]) {
      expect(SEARCH_VIEW.stateOfKey(forged), forged).toBeNull();
    }
  });

  it('writes keys of unreserved characters only, whatever the query', () => {
    expect(keyOf('/search?q=%C3%A9tag%C3%A8re+%E2%80%94+%F0%9F%AA%B5&page=2')).toMatch(/^[\w.-]+$/);
  });

  it('links each page of results by its query and page', () => {
    expect(searchHref(' Walnut  Stain ', 2)).toBe('/search?q=walnut%20stain&page=2');
    expect(searchHref('walnut', 1)).toBe('/search?q=walnut');
    expect(searchHref('  ', 3)).toBe('/search');
    expect(keyOf(searchHref('walnut stain', 2))).toBe(keyOf('/search?q=walnut+stain&page=2'));
  });
});

describe('search queries are capped before they name a page', () => {
  it('keeps the first eight words and the first 100 characters, so padding a query makes no new page', () => {
    const eight = 'oil one two three four five six seven';
    const key = (q: string) => SEARCH_VIEW.keyOfQuery(new URLSearchParams({ q }));
    expect(key(`${eight} eight nine`)).toBe(key(eight));
    expect(key(`OIL\u00a0\u00a0 ${'x'.repeat(200)}`)).toBe(key(`oil ${'x'.repeat(96)}`));
  });
});
