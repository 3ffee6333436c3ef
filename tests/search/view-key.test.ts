// @vitest-environment node
import { searchHref } from '@/shared/search/query';
import { searchKeyOf, viewOfSearchKey } from '@/server/search/view-key';

const keyOf = (query: string) => searchKeyOf(new URL(query, 'http://shop.example').searchParams);

describe('the cached page of a /search URL', () => {
  it('keeps the page of results in the key, the first page sharing the plain query’s key', () => {
    expect(keyOf('/search?q=oil&page=1')).toBe(keyOf('/search?q=oil'));
    expect(viewOfSearchKey(keyOf('/search?q=Oil&page=3'))).toEqual({ query: 'oil', page: 3 });
    expect(viewOfSearchKey(keyOf('/search?q=oil'))).toEqual({ query: 'oil', page: 1 });
  });

  it('reads a page that is not a whole number from 2 as the first page', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '1e3', '']) expect(keyOf(`/search?q=oil&page=${page}`)).toBe(keyOf('/search?q=oil'));
  });

  it('refuses a key it would not have written, so no stray URL fills the cache', () => {
    const key = keyOf('/search?q=oil');
    for (const forged of [`${key}.1`, `${key}.02`, `${key}.`, `${key}.2.3`, `${key}..2`, 'none.2']) expect(viewOfSearchKey(forged)).toBeNull();
  });

  it('links each page of results by its query and page', () => {
    expect(searchHref(' Walnut  Stain ', 2)).toBe('/search?q=walnut%20stain&page=2');
    expect(searchHref('walnut', 1)).toBe('/search?q=walnut');
    expect(keyOf(searchHref('walnut stain', 2))).toBe(keyOf('/search?q=walnut+stain&page=2'));
  });
});

describe('search queries are capped before they name a page', () => {
  it('keeps the first eight words and the first 100 characters, so padding a query makes no new page', () => {
    const eight = 'oil one two three four five six seven';
    expect(searchKeyOf(new URLSearchParams({ q: `${eight} eight nine` }))).toBe(searchKeyOf(new URLSearchParams({ q: eight })));
    expect(searchKeyOf(new URLSearchParams({ q: `OIL\u00a0\u00a0 ${'x'.repeat(200)}` }))).toBe(searchKeyOf(new URLSearchParams({ q: `oil ${'x'.repeat(96)}` })));
  });
});
