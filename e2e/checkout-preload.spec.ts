import type { Page } from '@playwright/test';
import { addProducts, addressDialog } from './checkout-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated, settledAfterIdle } from './journey-helpers';
import { signInFreshCustomer } from './payment-helpers';

// The checkout's address form: a script with this text is the checkout modal's code.
const CHECKOUT_CODE = 'See shipping options';

/** Every script the page fetches from now on, with its text once it arrived. */
function collectScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return async () => Promise.all(scripts);
}

test('the basket page fetches the checkout while idle, and Checkout then opens the form without fetching it again', async ({ page }) => {
  await signInFreshCustomer(page);
  await addProducts(page, 1);
  const scripts = collectScripts(page);
  await gotoHydrated(page, '/basket');
  await settledAfterIdle(page, 500);
  const beforeTap = await scripts();
  expect(beforeTap.some((script) => script.text.includes(CHECKOUT_CODE))).toBe(true);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(addressDialog(page).getByRole('form', { name: 'Delivery address' })).toBeVisible();
  const afterTap = (await scripts()).slice(beforeTap.length);
  expect(afterTap.filter((script) => script.text.includes(CHECKOUT_CODE)).map((script) => script.url)).toEqual([]);
});

test('a signed-in customer’s catalogue pages never fetch the checkout’s code', async ({ page }) => {
  await signInFreshCustomer(page);
  await addProducts(page, 1);
  const reply = await page.request.get('/api/products');
  const { data } = (await reply.json()) as { data: { models: { slug: string }[] } };
  for (const path of ['/', '/products', `/product/${data.models[0].slug}`]) {
    const scripts = collectScripts(page);
    await gotoHydrated(page, path);
    await settledAfterIdle(page, 500);
    const checkout = (await scripts()).filter((script) => script.text.includes(CHECKOUT_CODE)).map((script) => script.url);
    expect(checkout, path).toEqual([]);
  }
});
