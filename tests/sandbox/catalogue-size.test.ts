// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, Product, ProductSummary } from '@/modules/catalogue/contract';
import { catalogueSizeOf, generatedSeed, generatedSeeds } from '@sandbox/catalogue/seed-generated';

/** A sandbox started with SANDBOX_CATALOGUE_SIZE set (the seed reads it when first loaded). */
async function sandboxOfSize(size: string | undefined) {
  vi.resetModules();
  if (size === undefined) delete process.env.SANDBOX_CATALOGUE_SIZE;
  else process.env.SANDBOX_CATALOGUE_SIZE = size;
  const { createSandboxApp } = await import('@sandbox/app');
  const sandbox = createSandboxApp({ log: () => {} });
  const get = async <T,>(path: string) => ((await (await sandbox.app.request(path)).json()) as { data: T }).data;
  return { sandbox, list: (query = '') => get<Page<ProductSummary>>(`/api/products${query}`), bySlug: (slug: string) => get<Product>(`/api/products/by-slug?slug=${slug}`) };
}

afterEach(() => {
  delete process.env.SANDBOX_CATALOGUE_SIZE;
  vi.resetModules();
});

describe('SANDBOX_CATALOGUE_SIZE', () => {
  it('serves that many products, the hand-written seed first and unchanged, the newest list opening as before', async () => {
    const small = await sandboxOfSize(undefined);
    const large = await sandboxOfSize('2000');
    const before = small.sandbox.db().catalogue.products;
    const after = large.sandbox.db().catalogue.products;
    expect(after).toHaveLength(2000);
    expect(after.slice(0, before.length)).toEqual(before);
    expect((await large.list()).dataCount).toBe(2000);
    expect((await large.list('?per_page=48')).models.slice(0, before.length)).toEqual((await small.list('?per_page=48')).models);
    expect((await large.list('?page=42&per_page=48')).models).toHaveLength(2000 - 41 * 48);
  });

  it('gives every product its own slug, id and price-row ids, none taken by a retired product an old order names', async () => {
    const { sandbox, bySlug } = await sandboxOfSize('2000');
    const products = sandbox.db().catalogue.products;
    expect(new Set(products.map((p) => p.slug)).size).toBe(2000);
    expect(new Set(products.map((p) => p.id)).size).toBe(2000);
    const rows = products.flatMap((p) => p.price_type_data.map((row) => row.id));
    expect(new Set(rows).size).toBe(rows.length);
    expect(products.some((p) => p.id === 900) || rows.includes(900)).toBe(false);
    const generated = products.at(-1)!;
    expect((await bySlug(generated.slug)).title).toBe(generated.title);
  });

  it('generates each product the same way at every size and on every start', () => {
    expect(generatedSeeds(50)).toEqual(generatedSeeds(50));
    expect(generatedSeeds(500).slice(0, 50)).toEqual(generatedSeeds(50));
    expect(generatedSeed(123)).toEqual(generatedSeeds(124)[123]);
    const seeds = generatedSeeds(2000);
    expect(new Set(seeds.map((seed) => seed.categories[0].name)).size).toBe(3);
    expect(seeds.every((seed) => seed.prices.length > 0 || seed.request_kind === 'upon_request')).toBe(true);
    expect(seeds.every((seed) => seed.created_at < '2023-01-09')).toBe(true);
  });

  it('reads the size as a whole number and refuses anything else at start', () => {
    expect(catalogueSizeOf(undefined)).toBe(0);
    expect(catalogueSizeOf('')).toBe(0);
    expect(catalogueSizeOf('10000')).toBe(10000);
    for (const bad of ['ten', '1e4x', '-5', '2.5', '300000']) expect(() => catalogueSizeOf(bad)).toThrow(/SANDBOX_CATALOGUE_SIZE/);
  });
});
