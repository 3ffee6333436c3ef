import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_KEY_HEADER } from '../src/shared/contract/account';
import { DEMO_CUSTOMER, E2E_REVALIDATE_SECRET, SANDBOX_URL } from './sandbox';

// Server behaviour, the same at any width: runs once, in the desktop project.
test.skip(({ isMobile }) => isMobile, 'server cache behaviour does not depend on the viewport');

/** A list URL no other spec opens, with its query in a non-canonical order. */
const LIST_URL = '/products?sort=title&categories=3,1&page=1';
const SAME_LIST = '/products?categories=1&categories=3&sort=title';

async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return { cache: response.headers()['x-nextjs-cache'], html: await response.text() };
}

/** The review count a product card shows on a list page, e.g. "(3)" → 3; 0 when it shows none. */
function shownReviewCount(html: string, productTitle: string): number {
  const card = html.split('<article').find((part) => part.includes(`>${productTitle}<`));
  if (!card) throw new Error(`${productTitle} is not on the page`);
  // React separates the parentheses from the number with <!-- --> markers.
  const match = /<span class="muted">\((?:<!-- -->)?(\d+)(?:<!-- -->)?\)<\/span>/.exec(card);
  return match ? Number(match[1]) : 0;
}

/** A review written straight to the dashboard (as its admin would), so the storefront is not told. */
async function reviewBehindTheStorefrontsBack(request: APIRequestContext, productId: number) {
  const login = await request.post(`${SANDBOX_URL}/api/user/login`, { form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  const answer = await login.json();
  const apiKey: string = answer.auth_key ?? answer.user?.auth_key;
  const created = await request.post(`${SANDBOX_URL}/api/reviews/create`, {
    headers: { [API_KEY_HEADER]: apiKey },
    multipart: { products_id: String(productId), stars: '5', title: 'Cached list check', message: 'Cured in seconds.' },
  });
  expect(created.status()).toBe(200);
}

test('a /products URL seen before is served from the cache, under any spelling of its query', async ({ request }) => {
  await fetchPage(request, LIST_URL);
  const again = await fetchPage(request, LIST_URL);
  const sameList = await fetchPage(request, SAME_LIST);

  expect(again.cache).toBe('HIT');
  expect(sameList.cache).toBe('HIT');
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
  expect((await fetchPage(request, LIST_URL)).cache).toBe('HIT');
});

test('a /blog URL seen before is served from the cache, under any spelling of its query', async ({ request }) => {
  await fetchPage(request, '/blog?page=2&type=guide&utm_source=mail');
  const again = await fetchPage(request, '/blog?type=guide&page=2');
  expect(again.cache).toBe('HIT');
  expect(again.html).toContain('Blog: guides');
});
