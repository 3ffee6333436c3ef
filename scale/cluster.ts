import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { acceptPolicy, addressDialog, APPROVED_CARD, payInHostedForm, paymentDialog } from '../e2e/checkout-helpers';
import { gotoHydrated } from '../e2e/journey-helpers';
import { startCluster, type Cluster } from '../scripts/lib/cluster.mjs';
import { E2E_PORTS, SCALE_PORTS } from '../scripts/lib/ports.mjs';
import { TEST_DIST_DIR } from '../scripts/lib/test-build.mjs';
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Sandbox-pass-1', firstName: 'Dana' } as const;
export const PRODUCT = { slug: 'nordwood-pure-led-hardwax-oil', title: 'Nordwood Pure LED Hardwax Oil' };

/** Instance A and B of the test build, sharing one Redis and one sandbox (on the port that build was made for), each with its METRICS_PORT. */
export function startTwoInstances(): Promise<Cluster> {
  return startCluster({
    distDir: TEST_DIST_DIR,
    ports: { sandbox: E2E_PORTS.sandbox, redis: SCALE_PORTS.redis, instances: [SCALE_PORTS.a, SCALE_PORTS.b], metrics: SCALE_PORTS.metrics },
  });
}

/** Where Prometheus scrapes instance `index` (A: 0, B: 1): its `instance` label. */
export const metricsTarget = (index: number) => `127.0.0.1:${SCALE_PORTS.metrics[index]}`;

/** A caller of one instance's door, with its own cookies (a second browser, or a script). */
export const doorOf = (origin: string): Promise<APIRequestContext> => request.newContext({ baseURL: origin });

/** POST /api/user/login through the door of whichever instance `door` talks to; answers its status. */
export async function signInThrough(door: APIRequestContext, password: string = DEMO_CUSTOMER.password): Promise<number> {
  const response = await door.post('/api/user/login', { form: { email: DEMO_CUSTOMER.email, password } });
  return response.status();
}

export interface RequestDuration {
  method: string;
  path: string;
  ms: number;
}

/** Records how long each request from `page` to `origin` took, from its start to the end of its answer. */
export function watchRequestDurations(page: Page, origin: string): RequestDuration[] {
  const durations: RequestDuration[] = [];
  page.on('requestfinished', (finished) => {
    const url = new URL(finished.url());
    const { responseEnd } = finished.timing();
    if (url.origin !== origin || responseEnd < 0) return;
    durations.push({ method: finished.method(), path: url.pathname, ms: responseEnd });
  });
  return durations;
}

/** The demo customer signs in through the sign-in page of the shop at `origin`. */
export async function signInOnPage(page: Page, origin: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(DEMO_CUSTOMER.firstName);
}

/** Adds the product to the basket and pays it (pickup) with the approved test card, on the shop at `origin`. */
export async function fillBasketAndPay(page: Page, origin: string) {
  // Hydrated, so the click adds through the page's script (its toast) rather than the plain form.
  await gotoHydrated(page, `${origin}/product/${PRODUCT.slug}`);
  await page.getByRole('form', { name: 'Choose options and add to basket' }).getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();

  await page.goto(`${origin}/basket`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await addressDialog(page).getByRole('radio', { name: 'Take by myself' }).check();
  await addressDialog(page).getByRole('button', { name: 'Continue' }).click();
  await acceptPolicy(page);
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).click();
  await payInHostedForm(page, APPROVED_CARD);
  await expect(paymentDialog(page).getByText('Your payment has been successfully completed.')).toBeVisible();
}
