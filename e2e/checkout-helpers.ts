import type { Page, TestInfo } from '@playwright/test';
import type { Page as Paged, ProductSummary } from '../src/modules/catalogue/contract';
import { expect, screenshotStep, settledDialog } from './fixtures';

export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';
/** Adds the first `count` priced products of the list to the context's basket through the door. */
export async function addProducts(page: Page, count: number) {
  const reply = await page.request.get('/api/products');
  const { data } = (await reply.json()) as { data: Paged<ProductSummary> };
  const products = data.models.filter((product) => product.price_type_data.length > 0).slice(0, count);
  for (const product of products) {
    const [price] = product.price_type_data;
    const form = { products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, price_type_id: price.id, count: 1 };
    expect((await page.request.post('/api/basket/data', { form })).ok()).toBe(true);
  }
  return products.map((product) => product.title);
}

export const shot = (page: Page, testInfo: TestInfo, step: string) => screenshotStep(page, testInfo, 'checkout', step);

export const addressDialog = (page: Page) => page.getByRole('dialog', { name: 'Delivery' });
export const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment' });

/** Types the start of a state's name and taps it in the list under the field, as a customer would. */
export async function chooseState(page: Page, name: string) {
  const field = addressDialog(page).getByRole('combobox', { name: 'State', exact: true });
  await field.fill(name.slice(0, 4));
  await addressDialog(page).getByRole('listbox', { name: 'State list' }).getByRole('option', { name, exact: true }).click();
  await expect(field).toHaveValue(name);
}

/** The two countries are radios. */
export const countryRadio = (page: Page, name: 'United States' | 'Canada') =>
  addressDialog(page).getByRole('radiogroup', { name: 'Country' }).getByRole('radio', { name });

export async function fillConnecticutAddress(page: Page, zip = '06604') {
  const dialog = addressDialog(page);
  await chooseState(page, 'Connecticut');
  await dialog.getByLabel('First name').fill('Pat');
  await dialog.getByLabel('Last name').fill('Payer');
  await dialog.getByLabel('Street address').fill('1 Main Street');
  await dialog.getByLabel('City').fill('Bridgeport');
  await dialog.getByLabel('Zip').fill(zip);
  await dialog.getByLabel('Phone').fill('2035550142');
}

export async function acceptPolicy(page: Page) {
  // The payment modal opens as the address modal closes: tick the box once antd's animations end.
  const dialog = await settledDialog(page, 'Payment');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /accept the order processing and shipping policy/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** Fills the hosted card form inside the payment modal's iframe and presses its Pay. */
export async function payInHostedForm(page: Page, cardNumber: string, billingZip = '06604') {
  const form = page.frameLocator('iframe[title="Card payment"]');
  await form.getByLabel('Card Number').fill(cardNumber);
  await form.getByLabel('Expiration Date (MMYY)').fill('1230');
  await form.getByLabel('Card Code (CVV)').fill('123');
  await form.getByLabel('Zip').fill(billingZip);
  await pressInHostedForm(page, 'Pay');
  return form;
}

/**
 * Presses a button of the hosted card form. Its Pay and Cancel report through a communicator
 * iframe that starts loading just as the storefront removes the form; a plain click can wait
 * forever for that detached frame's navigation, so the click does not wait for navigations.
 */
export async function pressInHostedForm(page: Page, name: 'Pay' | 'Cancel') {
  await page.frameLocator('iframe[title="Card payment"]').getByRole('button', { name }).click({ noWaitAfter: true });
}

/** Counts the order/create calls the page makes, to prove one click makes one order. */
export function countOrderCreates(page: Page) {
  const ids: number[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/order/create') && response.ok()) ids.push(((await response.json()) as { order_id: number }).order_id);
  });
  return ids;
}
