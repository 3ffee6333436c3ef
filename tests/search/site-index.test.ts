import { describe, expect, it, vi } from 'vitest';
import { loadSearchSource } from '@/modules/search/server/site-search';
import { createIndexCache } from '@/modules/search/server/index-cache';
import { sandbox } from '../msw/server';
import { searchQueryOf as q } from '@/modules/search/query';

/**
 * The index as the storefront builds it, over the in-process sandbox; `expire` plays a tag
 * revalidation of the default version (`readVersion`: another way of reading it).
 */
function indexOverSandbox(readVersion?: () => Promise<string>) {
  let version = 1;
  let loads = 0;
  const siteIndex = createIndexCache({
    load: () => {
      loads += 1;
      return loadSearchSource();
    },
    version: readVersion ?? (async () => String(version)),
  });
  return {
    siteIndex,
    expire: () => {
      version += 1;
    },
    loads: () => loads,
  };
}

const titles = async (siteIndex: ReturnType<typeof indexOverSandbox>['siteIndex'], query: string) =>
  (await siteIndex()).search(q(query)).map((hit) => hit.document.title);

describe('the search index', () => {
  it('holds every product, article and service of the sandbox, across its pages', async () => {
    const { siteIndex } = indexOverSandbox();
    const db = sandbox.db();
    const index = await siteIndex();
    expect(index.size).toBe(db.catalogue.products.length + db.content.articles.length + db.catalogue.services.length);
  });

  it('finds a product name typed in part, misspelt once, or with two letters swapped', async () => {
    const { siteIndex } = indexOverSandbox();
    expect((await titles(siteIndex, 'nordwod'))[0]).toMatch(/^Nordwood/);
    expect(await titles(siteIndex, 'lumacur')).toContain('LumaCure Edge Mini LED Lamp');
    expect(await titles(siteIndex, 'hardwa')).toEqual(expect.arrayContaining(['Nordwood Pure LED Hardwax Oil', 'Nordwood Tone LED Hardwax Oil']));
    expect(await titles(siteIndex, 'stian')).toEqual(expect.arrayContaining(['Arboris Deep Stain', 'Nordwood LED Color Stain']));
    expect(await titles(siteIndex, 'Arboris Deep Stian')).toEqual(['Arboris Deep Stain']);
  });

  it('finds products by colour name, sheen, type and category', async () => {
    const { siteIndex } = indexOverSandbox();
    const products = sandbox.db().catalogue.products;
    const withColour = products.filter((p) => p.color.some((c) => c.name === 'Driftwood')).map((p) => p.title);
    expect(withColour.length).toBeGreaterThan(0);
    expect(await titles(siteIndex, 'driftwood')).toEqual(expect.arrayContaining(withColour));

    const semiGloss = products.filter((p) => p.price_type_data.some((row) => row.tag_name === 'Semi-gloss')).map((p) => p.title);
    expect(semiGloss.length).toBeGreaterThan(0);
    expect(await titles(siteIndex, 'semi-gloss')).toEqual(expect.arrayContaining(semiGloss));

    const setOf3 = products.filter((p) => p.price_type_data.some((row) => row.type_name === 'Set of 3')).map((p) => p.title);
    expect(setOf3.length).toBeGreaterThan(0);
    expect(await titles(siteIndex, 'set of 3')).toEqual(expect.arrayContaining(setOf3));

    const category = products[0].categories[0].name;
    const inCategory = products.filter((p) => p.categories.some((c) => c.name === category)).map((p) => p.title);
    expect(await titles(siteIndex, category)).toEqual(expect.arrayContaining(inCategory));
  });

  it('finds articles and services by their words, with their pages as links', async () => {
    const { siteIndex } = indexOverSandbox();
    const index = await siteIndex();
    const montauk = index.search(q('montauk')).map((hit) => [hit.document.kind, hit.document.href]);
    expect(montauk).toContainEqual(['article', '/blog/montauk-beach-house']);
    const rental = index.search(q('rental')).map((hit) => [hit.document.kind, hit.document.title, hit.document.href]);
    expect(rental).toContainEqual(['service', 'Curing Machine Rental', expect.stringMatching(/^\/services\//)]);
  });

  it('suggests at most eight, grouped Products, Articles, Services, with the words matched', async () => {
    const { siteIndex } = indexOverSandbox();
    const answer = (await siteIndex()).suggest(q('driftwod'));
    expect(answer.groups.map((group) => group.label)).toEqual(['Products', 'Articles']);
    expect(answer.groups.flatMap((group) => group.items).length).toBeLessThanOrEqual(8);
    expect(answer.groups[0].items[0].terms).toContain('driftwood');
    expect((await siteIndex()).suggest(q('oil')).groups.flatMap((group) => group.items)).toHaveLength(8);
  });

  it('finds nothing for words the shop does not have, nor for an empty query', async () => {
    const { siteIndex } = indexOverSandbox();
    const index = await siteIndex();
    expect(index.search(q('xylophone'))).toEqual([]);
    expect(index.search(q('   '))).toEqual([]);
    expect(index.suggest(q('')).groups).toEqual([]);
  });

  it('keeps its index until the reads’ tags expire, then rebuilds it from the new reads', async () => {
    const { siteIndex, expire, loads } = indexOverSandbox();
    await siteIndex();
    const product = sandbox.db().catalogue.products[0];
    product.title = 'Quartzite Sealer Deluxe';

    expect(await titles(siteIndex, 'quartzite')).toEqual([]);
    expect(loads()).toBe(1);

    expire();
    expect(await titles(siteIndex, 'quartzite')).toEqual(['Quartzite Sealer Deluxe']);
    expect(loads()).toBe(2);
  });

  it('builds one index for callers arriving together while the version stamp is missing', async () => {
    // Like unstable_cache on a miss: every caller waiting on the read mints its own stamp, the last one stored.
    let stored: string | null = null;
    let minted = 0;
    const stampRead = async () => {
      if (stored !== null) return stored;
      await new Promise((resolve) => setTimeout(resolve, 5));
      minted += 1;
      stored = `stamp-${minted}`;
      return stored;
    };
    const { siteIndex, loads } = indexOverSandbox(stampRead);

    const [page, route] = await Promise.all([siteIndex(), siteIndex()]);
    expect(route).toBe(page);
    expect(await siteIndex()).toBe(page);
    expect(loads()).toBe(1);
  });

  it('is one per process: the page and the route handler, bundled apart, each loading the module, share it', async () => {
    const { siteIndex: inPage } = await import('@/modules/search/server/site-search');
    vi.resetModules();
    const { siteIndex: inRouteHandler } = await import('@/modules/search/server/site-search');
    expect(inRouteHandler).toBe(inPage);
  });
});
