import { describe, expect, it } from 'vitest';
import { loadSearchSource } from '@/modules/search/server/site-search';
import { searchDocuments } from '@/modules/search/server/documents';
import { buildSiteIndex } from '@/modules/search/server/site-index';
import { searchQueryOf as q } from '@/modules/search/query';

/** The sandbox's index with a head of `products` newest products, as a large catalogue has one of 500. */
async function indexWithHead(products: number) {
  const documents = searchDocuments(await loadSearchSource());
  const byAge = documents.filter((document) => document.product).sort((a, b) => b.product!.created_at.localeCompare(a.product!.created_at));
  return { index: buildSiteIndex(documents, { suggestionProducts: products }), newest: byAge.slice(0, products), older: byAge.slice(products) };
}

const suggested = (answer: ReturnType<ReturnType<typeof buildSiteIndex>['suggest']>) => answer.groups.flatMap((group) => group.items.map((item) => item.title));

describe('suggestions over a large catalogue', () => {
  it('answers a broad word, even one letter, with eight of the newest products that match it', async () => {
    const { index, newest } = await indexWithHead(10);
    const newestTitles = newest.map((document) => document.title);
    for (const query of ['o', 'oil', 'led']) {
      const titles = suggested(index.suggest(q(query)));
      expect(titles).toHaveLength(8);
      const products = index.suggest(q(query)).groups.find((group) => group.kind === 'product')!.items.map((item) => item.title);
      expect(products.length).toBeGreaterThan(0);
      expect(newestTitles).toEqual(expect.arrayContaining(products));
    }
  });

  it('still finds an older product by its name, and a word typed in part or misspelt', async () => {
    const { index, older } = await indexWithHead(2);
    const oldest = older.at(-1)!.title;
    expect(suggested(index.suggest(q(oldest)))).toContain(oldest);
    expect(suggested(index.suggest(q('hardwa')))).toEqual(expect.arrayContaining(['Nordwood Pure LED Hardwax Oil', 'Nordwood Tone LED Hardwax Oil']));
    expect(suggested(index.suggest(q('stian')))).toEqual(expect.arrayContaining(['Arboris Deep Stain', 'Nordwood LED Color Stain']));
  });

  it('ranks over the whole catalogue when the newest do not fill the suggestions', async () => {
    const { index, older } = await indexWithHead(2);
    const titles = suggested(index.suggest(q('driftwod')));
    expect(titles.toSorted()).toEqual(index.search(q('driftwod')).slice(0, 8).map((hit) => hit.document.title).toSorted());
    expect(titles).toContain(older.find((document) => document.title === titles[0])?.title);
  });
});
