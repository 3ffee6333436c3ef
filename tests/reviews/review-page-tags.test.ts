import { beforeEach, describe, expect, it } from 'vitest';
import HomePage from '@/app/page';
import { loadProduct } from '@/app/product/[slug]/load-product';
import ListView from '@/app/products/view/[key]/page';
import { getHome, getProducts } from '@/server/dashboard/reads/catalogue';
import { sandbox } from '../msw/server';
import { cachedReadTags } from '../stubs/next-cache';

/** The tags a page adds to itself while it renders (Next gives a cached page the tags of its cached reads). */
const pageTags = () => cachedReadTags.flat();

beforeEach(() => {
  cachedReadTags.length = 0;
});

describe('the pages a review expires carry its product’s tags', () => {
  it('a product page: product-page:<id>', async () => {
    const product = sandbox.db().catalogue.products[3];
    await loadProduct(product.slug);
    expect(pageTags()).toEqual([`product-page:${product.id}`]);
  });

  it('a /products list: product-card:<id> of each product it shows, and no other product’s', async () => {
    await ListView({ params: Promise.resolve({ key: 'sprice_asc-n2' }) });
    const shown = (await getProducts({ sort: 'price_asc', page: 2, per_page: 12 })).models;
    expect(pageTags().sort()).toEqual(shown.map((product) => `product-card:${product.id}`).sort());
  });

  it('the home page: product-card:<id> of its featured and new products', async () => {
    await HomePage();
    const home = await getHome();
    const shown = new Set([...home.featured.slice(0, 8), ...home.new_products.slice(0, 4)].map((product) => `product-card:${product.id}`));
    expect(new Set(pageTags())).toEqual(shown);
  });
});
