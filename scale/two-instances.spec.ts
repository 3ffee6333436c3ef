import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Cluster, Instance } from '../scripts/lib/cluster.mjs';
import { DEMO_CUSTOMER, doorOf, signInThrough, startTwoInstances } from './cluster';

/**
 * Two production instances of one build on one Redis, the test talking to each directly, as a
 * load balancer without sticky sessions would. Any case that needs both instances takes A and B
 * from `cluster`.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = { slug: 'nordwood-pure-led-hardwax-oil', title: 'Nordwood Pure LED Hardwax Oil' };
let cluster: Cluster;
let a: Instance;
let b: Instance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startTwoInstances();
  [a, b] = cluster.instances;
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('both instances are healthy and share the Redis', async ({ request }) => {
  for (const instance of [a, b]) {
    const health = await request.get(`${instance.origin}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true, redis: 'up' });
  }
});

test('a review posted through A shows on B after a reload', async ({ page }) => {
  const title = `Seen on B ${randomUUID().slice(0, 6)}`;
  // B renders and caches the product page first, so only a shared expiry can bring the review.
  await page.goto(`${b.origin}/product/${PRODUCT.slug}`);
  const reviews = page.getByRole('list', { name: 'Customer reviews' });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByRole('article', { name: title })).toHaveCount(0);
  const cached = await page.request.get(`${b.origin}/product/${PRODUCT.slug}`);
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');

  const doorA = await doorOf(a.origin);
  expect(await signInThrough(doorA)).toBe(200);
  const product = await (await doorA.get(`/api/products/by-slug?slug=${PRODUCT.slug}`)).json();
  const posted = await doorA.post('/api/reviews/create', {
    multipart: { products_id: String(product.data.id), stars: '5', title, message: 'Cured at once, even sheen across two rooms.' },
  });
  expect(posted.status()).toBe(200);
  await doorA.dispose();

  await page.reload();
  await expect(reviews.getByRole('article', { name: title })).toBeVisible();
});

test('failed sign-ins spread over A and B reach the shared limit together', async () => {
  // Not the demo customer's e-mail: the journey below signs in from this same client.
  const email = `spread-${randomUUID().slice(0, 8)}@example.com`;
  const doors = [await doorOf(a.origin), await doorOf(b.origin)];
  const attempt = async (door: APIRequestContext) =>
    (await door.post('/api/user/login', { form: { email, password: 'not-the-password' } })).status();
  // The door's default: 10 failed sign-ins per e-mail and client per 15 minutes, counted in Redis.
  for (let failure = 0; failure < 10; failure += 1) expect(await attempt(doors[failure % 2])).toBe(422);
  const eleventh = await doors[0].post('/api/user/login', { form: { email, password: 'not-the-password' } });
  expect(eleventh.status()).toBe(429);
  expect((await eleventh.json()).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  expect(await attempt(doors[1])).toBe(429);
  await Promise.all(doors.map((door) => door.dispose()));
});

test('A stops mid-journey: the same customer carries on at B, signed in, basket intact', async ({ page }) => {
  await page.goto(`${a.origin}/sign-in`);
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(DEMO_CUSTOMER.firstName);

  await page.goto(`${a.origin}/product/${PRODUCT.slug}`);
  const basketLink = page.getByRole('banner').getByRole('link', { name: /^Basket, \d+ items?$/ });
  const before = Number((await basketLink.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  const form = page.getByRole('form', { name: 'Choose options and add to basket' });
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();
  await expect(basketLink).toHaveAccessibleName(`Basket, ${before + 1} item${before + 1 === 1 ? '' : 's'}`);

  await a.stop();
  const refused = await page.request.get(`${a.origin}/healthz`).catch(() => null);
  expect(refused).toBeNull();

  await page.goto(`${b.origin}/basket`);
  await expect(page.getByRole('banner')).toContainText(DEMO_CUSTOMER.firstName);
  await expect(basketLink).toHaveAccessibleName(`Basket, ${before + 1} item${before + 1 === 1 ? '' : 's'}`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PRODUCT.title, exact: true }) })).toHaveCount(1);
});
