import { beforeEach, describe, expect, it } from 'vitest';
import HomePage from '@/app/[locale]/page';
import { loadProduct } from '@/app/[locale]/product/[slug]/load-product';
import ListView from '@/app/[locale]/products/view/[key]/page';
import { getHome, getProductBySlug, getProducts } from '@/modules/catalogue/server/reads';
import type { CacheExpiry } from '@/server/door/cache-expiry';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, sandbox } from '../msw/server';
import { cookieHeaderFrom, DEMO } from '../door/door-helpers';
import { cachedReadTags } from '../stubs/next-cache';

/** The tags a page adds to itself while it renders (Next gives a cached page the tags of its cached reads). */
const pageTags = () => cachedReadTags.flat();

beforeEach(() => {
  cachedReadTags.length = 0;
});

describe('the pages a review expires carry its product’s tags', () => {
  it('a product page: product-page:<id>, on the page and on its read of the product', async () => {
    const product = sandbox.db().catalogue.products[3];
    await loadProduct(product.slug, 'en');
    expect([...new Set(pageTags())].sort()).toEqual(['catalogue', `product-page:${product.id}`, 'products']);
  });

  it('a product’s own read is kept under a tag that a review posted without any slug hint expires', async () => {
    const product = sandbox.db().catalogue.products[4];
    const signIn = await door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams(DEMO) }));
    const form = new FormData();
    for (const [name, value] of Object.entries({ products_id: String(product.id), stars: '5', title: 'Hard wearing', message: 'Kitchen floor, one year on.' })) form.append(name, value);
    const expiries: CacheExpiry[] = [];
    const posted = await door(new Request(`${BROWSER_ORIGIN}/api/reviews/create`, { method: 'POST', body: form, headers: { cookie: cookieHeaderFrom(signIn) } }), {
      expire: (expiry) => expiries.push(expiry),
    });
    expect(posted.status).toBe(200);
    const expired = expiries.flatMap(({ now }) => now);

    cachedReadTags.length = 0;
    const read = await getProductBySlug(product.slug);
    // The read that holds the reviews (the one whose tags name the catalogue) is among what the review expired at once.
    const productRead = cachedReadTags.filter((tags) => tags.includes('catalogue'));
    expect(productRead).toHaveLength(1);
    expect(productRead[0].filter((tag) => expired.includes(tag))).toEqual([`product-page:${product.id}`]);
    expect(read.reviews.map((review) => review.title)).toContain('Hard wearing');
  });

  it('a /products list: product-card:<id> of each product it shows, and no other product’s', async () => {
    await ListView({ params: Promise.resolve({ locale: 'en', key: 'sprice_asc-n2' }) });
    const shown = (await getProducts({ sort: 'price_asc', page: 2, per_page: 12 })).models;
    expect(pageTags().sort()).toEqual(shown.map((product) => `product-card:${product.id}`).sort());
  });

  it('the home page: product-card:<id> of its featured and new products', async () => {
    await HomePage({ params: Promise.resolve({ locale: 'en' }) });
    const home = await getHome();
    const shown = new Set([...home.featured.slice(0, 8), ...home.new_products.slice(0, 4)].map((product) => `product-card:${product.id}`));
    expect(new Set(pageTags())).toEqual(shown);
  });
});
