import { expect, test, type APIRequestContext } from '@playwright/test';
import { reviewBehindTheStorefrontsBack, shownReviewCount } from './review-helpers';
import { E2E_REVALIDATE_SECRET, SANDBOX_URL } from './sandbox';

/** A list URL no other spec opens, with its query in a non-canonical order. */
const LIST_URL = '/products?sort=title&categories=3,1&page=1';
const SAME_LIST = '/products?categories=1&categories=3&sort=title';

// One after another: the revalidation test expires the list the first test expects from the cache.
test.describe.configure({ mode: 'default' });

/**
 * Served from the cache: fresh, or stale while it renders again behind the answer (another spec's
 * review or revalidation may have expired the page's tags a moment before). MISS is a new render.
 */
const FROM_THE_CACHE = ['HIT', 'STALE'];

async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return { cache: response.headers()['x-nextjs-cache'], html: await response.text() };
}

test('a /products URL seen before is served from the cache, under any spelling of its query', async ({ request }) => {
  await fetchPage(request, LIST_URL);
  const again = await fetchPage(request, LIST_URL);
  const sameList = await fetchPage(request, SAME_LIST);

  expect(FROM_THE_CACHE).toContain(again.cache);
  expect(FROM_THE_CACHE).toContain(sameList.cache);
  expect(sameList.html).toBe(again.html);
  expect(again.html).toContain('Nordwood LED Hardwax Oil &amp; Arboris UV-LED Oil System');
});

test('POST /api/revalidate expires the cached lists, and the next views show the change', async ({ request }) => {
  const products = await (await request.get(`${SANDBOX_URL}/api/products?categories=1,3&sort=title&per_page=1`)).json();
  const product: { id: number; title: string } = products.data.models[0];
  const before = shownReviewCount((await fetchPage(request, LIST_URL)).html, product.title);

  await reviewBehindTheStorefrontsBack(request, product.id);
  const refused = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'wrong' }, data: { tags: ['products'] } });
  expect(refused.status()).toBe(401);
  const revalidated = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': E2E_REVALIDATE_SECRET },
    data: { tags: ['products'] },
  });
  expect(await revalidated.json()).toEqual({ revalidated: ['products'] });

  // Expired with stale-while-revalidate: one more view may get the old page while the new one renders.
  await expect.poll(async () => shownReviewCount((await fetchPage(request, LIST_URL)).html, product.title)).toBe(before + 1);
  expect(FROM_THE_CACHE).toContain((await fetchPage(request, LIST_URL)).cache);
});

test('a /blog URL seen before is served from the cache, under any spelling of its query', async ({ request }) => {
  await fetchPage(request, '/blog?page=1&type=guide&utm_source=mail');
  const again = await fetchPage(request, '/blog?type=guide');
  expect(FROM_THE_CACHE).toContain(again.cache);
  expect(again.html).toContain('Blog: guides');
});

test('a /blog or /products page past the list’s last, or naming a filter that does not exist, is the 404 page', async ({ request }) => {
  for (const url of ['/blog?type=guide&page=2', '/blog?type=rumours', '/products?page=99', '/products?categories=1,999', '/products/view/c999']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});
