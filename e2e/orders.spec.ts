import type { Page, TestInfo } from '@playwright/test';
import { MAX_QUANTITY_MESSAGE } from '../src/shared/config/constants';
import { DEMO_CUSTOMER, expect, expectNoA11yViolations, SANDBOX_URL, screenshotStep, signInThroughApi, test } from './fixtures';
import { ownClient } from './accounts-helpers';
import { createConfirmedCustomer } from './payment-helpers';

// Each test is its own client, so the door's sign-in limits of one never touch another.
test.use({ extraHTTPHeaders: ownClient() });

/** The demo customer's seeded orders (sandbox/src/commerce/seed-orders.ts): 9003 shipped with 3 lines. */
const SHIPPED = 9003;

const shot = (page: Page, testInfo: TestInfo, step: string) => screenshotStep(page, testInfo, 'orders', step, { fullPage: true });

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object each. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** A customer of the test's own, given copies of the demo customer's past orders: buy again changes their basket only. */
async function returningCustomer(page: Page) {
  const customer = await createConfirmedCustomer(page);
  const reply = await fetch(`${SANDBOX_URL}/__sandbox/past-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email }),
  });
  expect(reply.ok).toBe(true);
  const { data } = (await reply.json()) as { data: number[] };
  const [pickup, withRetired, shipped] = data;
  return { ...customer, orders: { pickup, withRetired, shipped } };
}

test('the demo customer opens an order from the history and prints its invoice on one page', async ({ page }, testInfo) => {
  await signInThroughApi(page, DEMO_CUSTOMER, '/account');
  await page.getByRole('link', { name: `Order #${SHIPPED}, view details` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/account/orders/${SHIPPED}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${SHIPPED}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Order #${SHIPPED}`));
  const lines = page.getByRole('table', { name: 'Products' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('1Z999AA10123456784')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track with UPS' })).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA10123456784$/);
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'order');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy again' })).toBeHidden();
  await expect(lines).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Total$/ })).toBeVisible();
  await expect(page.getByRole('definition').last()).toHaveText('$3,655');
  await expect(page.getByText('1250 Barnum Avenue').first()).toBeVisible();
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 794, height: 1123 });
  await shot(page, testInfo, 'print');
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdfPages(pdf)).toBe(1);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
});

test('buy again from the history and from the order page: lines back at today’s prices, the retired one named, capped at 10', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const customer = await returningCustomer(page);
  await signInThroughApi(page, customer, '/account');
  await page.getByRole('button', { name: `Buy again order #${customer.orders.withRetired}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/basket');
  const notice = page.getByRole('status').filter({ hasText: `Added from order #${customer.orders.withRetired}` });
  await expect(notice.getByRole('list', { name: 'Added to your basket' }).getByRole('listitem')).toHaveText(['6 × Nordwood Pure LED Hardwax Oil — Matte, 2.5 L']);
  await expect(notice.getByText('No longer sold: Nordwood Classic Hardwax Oil')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nordwood Pure LED Hardwax Oil' }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'basket-after-buy-again');

  await page.goto(`/account/orders/${customer.orders.withRetired}`);
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/basket');
  const second = page.getByRole('status').filter({ hasText: 'Added from order' });
  await expect(second.getByRole('listitem')).toHaveText(['4 × Nordwood Pure LED Hardwax Oil — Matte, 2.5 L (stopped at 10)']);
  await expect(second.getByText(MAX_QUANTITY_MESSAGE)).toBeVisible();
  await expect(second.getByText('No longer sold: Nordwood Classic Hardwax Oil')).toBeVisible();
});

test('an order page: a visitor signs in and comes back; another customer’s order and odd numbers are 404', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(`/account/orders/${SHIPPED}`);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/account/orders/${SHIPPED}`);

  const stranger = await createConfirmedCustomer(page);
  await signInThroughApi(page, stranger, '/account');
  expect((await page.goto(`/account/orders/${SHIPPED}`))?.status()).toBe(404);
  for (const odd of ['0', '-9003', '09003', '9003.0', '%209003', '9003%00', '1e4']) {
    expect((await page.goto(`/account/orders/${odd}`))?.status(), odd).toBe(404);
  }
  // The door passes POST /order with the customer's own key: the dashboard refuses someone else's.
  const read = await page.request.post('/api/order', { form: { order_id: SHIPPED } });
  expect(read.status()).toBe(404);
});

test('signing in from the order page’s redirect lands on the order', { tag: '@desktop-only' }, async ({ page }) => {
  await signInThroughApi(page, DEMO_CUSTOMER, `/account/orders/${SHIPPED}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${SHIPPED}` })).toBeVisible();
});
