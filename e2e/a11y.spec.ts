import { expect, expectNoA11yViolations, settledDialog, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';
import { addProductToBasket, signInFreshCustomer } from './payment-helpers';

// axe on the catalogue's pages and on each modal they open (docs/architecture.md §4): no violation of any
// impact, at both widths.

const PRODUCT_PATH = '/product/nordwood-tone-led-hardwax-oil';

for (const path of ['/', '/products', '/products?categories=1', PRODUCT_PATH, '/sign-in']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('the 404 page has no accessibility violations', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-exists');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the product gallery dialog has no accessibility violations', async ({ page }) => {
  await gotoHydrated(page, PRODUCT_PATH);
  // The static image and the lazily loaded slider carry the same button while they swap.
  await page.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).first().click();
  const dialog = await settledDialog(page, /^Image 1 of \d+$/);
  await expect(dialog.getByRole('img').first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the Custom Color Request modal has no accessibility violations', async ({ page }) => {
  await gotoHydrated(page, '/product/nordwood-led-color-stain');
  await page.getByRole('button', { name: 'Custom Color Request' }).click();
  const dialog = await settledDialog(page, 'Custom Color Request');
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the write-review modal has no accessibility violations', async ({ page }) => {
  await signInFreshCustomer(page);
  await gotoHydrated(page, PRODUCT_PATH);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = await settledDialog(page, 'Write a review');
  await expect(dialog.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the basket with a line has no accessibility violations', async ({ page }) => {
  // A visitor's own basket: the request context shares the page's session cookie.
  await addProductToBasket(page);
  await gotoHydrated(page, '/basket');
  await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
  await expectNoA11yViolations(page);
});
