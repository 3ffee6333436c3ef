// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireTags } from '@/server/cache/expire-tags';
import { FORGET_SERVED_PAGES } from '@/server/cache/served-page-cache.mjs';
import type { CacheExpiry } from '@/server/door/cache-expiry';
import { door } from '@/server/door/door';
import { SEARCH_SOURCE_TAGS } from '@/modules/search/server/version';
import { BROWSER_ORIGIN } from '../msw/server';
import { cookieHeaderFrom, DEMO } from '../door/door-helpers';
import { sandbox } from '../msw/server';

const revalidated = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string, profile: unknown) => revalidated.push({ tag, profile }),
}));

afterEach(() => {
  revalidated.length = 0;
  delete (globalThis as Record<symbol, unknown>)[FORGET_SERVED_PAGES];
});

async function signedIn(): Promise<string> {
  const answer = await door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams(DEMO) }));
  expect(answer.status).toBe(200);
  return cookieHeaderFrom(answer);
}

/** POST /api/reviews/create as the write-review form sends it (multipart), through the door. */
async function review(cookie: string, fields: Record<string, string>, query = '') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const expiries: CacheExpiry[] = [];
  const answer = await door(new Request(`${BROWSER_ORIGIN}/api/reviews/create${query}`, { method: 'POST', body, headers: { cookie } }), {
    expire: (expiry) => expiries.push(expiry),
  });
  return { status: answer.status, expiries };
}

describe('a new review expires only the pages that show it', () => {
  it('expires its product’s page at once and the lists showing its card stale-while-revalidate, never the catalogue', async () => {
    const product = sandbox.db().catalogue.products[2];
    const cookie = await signedIn();
    const fields = { products_id: String(product.id), stars: '4.5', title: 'Even sheen', message: 'Two coats, no lap marks.' };
    const { status, expiries } = await review(cookie, fields);
    expect(status).toBe(200);
    // The page and its read of the product, both under the id's page tag: it re-renders with the review.
    expect(expiries).toEqual([{ now: [`product-page:${product.id}`], stale: [`product-card:${product.id}`] }]);
    // A hint in the query changes nothing.
    expect((await review(cookie, fields, '?product=another-product')).expiries).toEqual(expiries);
    const tags = expiries.flatMap(({ now, stale }) => [...now, ...stale]);
    // No tag the search index's stamp carries: a review never rebuilds it.
    expect(tags.filter((tag) => SEARCH_SOURCE_TAGS.includes(tag))).toEqual([]);
  });

  it('expires nothing when the dashboard refuses the review, or the body names no product', async () => {
    const cookie = await signedIn();
    expect(await review(cookie, { products_id: '1', stars: '9', title: '', message: '' })).toMatchObject({ status: 422, expiries: [] });
    for (const junk of ['0', '-1', '1e3', 'abc', ' ', '99999999999999999999']) {
      const { expiries } = await review(cookie, { products_id: junk, stars: '4', title: 'x', message: 'y' });
      expect(expiries).toEqual([]);
    }
  });

  it('asks Next to expire the page now and the cards with the "max" profile, and drops only product pages from the served pages', () => {
    const forgotten: string[] = [];
    (globalThis as Record<symbol, unknown>)[FORGET_SERVED_PAGES] = (picks: (path: string) => boolean) =>
      forgotten.push(...['/product/oak-oil', '/products', '/', '/search', '/blog'].filter(picks));
    expireTags({ now: ['product-page:7'], stale: ['product-card:7'] });
    expect(revalidated).toEqual([
      { tag: 'product-page:7', profile: { expire: 0 } },
      { tag: 'product-card:7', profile: 'max' },
    ]);
    expect(forgotten).toEqual(['/product/oak-oil']);
  });
});
