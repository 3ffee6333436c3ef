import { expect, test } from './fixtures';
import { basketLink, gotoHydrated } from './journey-helpers';
import { createConfirmedCustomer } from './payment-helpers';

const PRODUCT_SLUG = 'nordwood-pure-led-hardwax-oil';

/**
 * The production server answers at every address of its machine. Opened at 127.0.0.1 rather than
 * the configured localhost (NEXT_PUBLIC_SITE_URL), the page's own calls carry an Origin the
 * door must know as the shop's (docs/decisions.md "The shop's own origins").
 */
test('the shop opened at 127.0.0.1 signs in and adds to the basket', async ({ page, baseURL }) => {
  const customer = await createConfirmedCustomer(page);
  const origin = new URL(baseURL!);
  origin.hostname = '127.0.0.1';
  const at = (path: string) => new URL(path, origin).href;

  await page.goto(at('/sign-in'));
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('banner')).toContainText('Pat');

  await gotoHydrated(page, at(`/product/${PRODUCT_SLUG}`));
  await page.getByRole('form', { name: 'Choose options and add to basket' }).getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('Basket 1 item');
  await expect(page.getByText('This request came from another site and was refused.')).toHaveCount(0);
});

test('/uploads serves files sandboxed and typed by their bytes, without the pages’ CSP', async ({ request }) => {
  const image = await request.get('/uploads/img/products-categories/nordwood-hardwax-oil.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['content-disposition']).toBeUndefined();

  const sheet = await request.get(`/uploads/pdf/technical/${PRODUCT_SLUG}-tds.pdf`);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toBe('application/pdf');
  expect(sheet.headers()['content-disposition']).toBe('attachment');
  expect(sheet.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
});
