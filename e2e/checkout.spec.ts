import type { Locator, Page } from '@playwright/test';
import type { BasketAnswer } from '../src/modules/basket/contract';
import { NON_DISCOUNTED_PRICE_TYPES } from '../src/shared/config/constants';
import { formatPrice } from '../src/shared/ui/format';
import { expect, expectNoA11yViolations, SANDBOX_URL, signIn, test } from './fixtures';
import {
  acceptPolicy,
  addProducts,
  addressDialog,
  APPROVED_CARD,
  chooseState,
  countryRadio,
  countOrderCreates,
  DECLINED_CARD,
  fillConnecticutAddress,
  payInHostedForm,
  paymentDialog,
  pressInHostedForm,
  shot,
} from './checkout-helpers';
import { gotoHydrated } from './journey-helpers';
import { chooseDelivery, createConfirmedCustomer, type Delivery, orderStatus, paymentHistory, signInFreshCustomer } from './payment-helpers';

const SUCCESS = 'Your payment has been successfully completed.';
const MAX_TEXT = 'If you want to order more than 10 products, please contact us.';

/** A fresh customer with one line, on the basket page; answers their e-mail. */
async function signedInBasket(page: Page) {
  const email = await signInFreshCustomer(page);
  await addProducts(page, 1);
  await gotoHydrated(page, '/basket');
  return email;
}

/** A fresh customer's pickup checkout up to the open card form, whose messages come by `delivery`. */
async function toCardFormDelivering(page: Page, delivery: Delivery) {
  await chooseDelivery(await signedInBasket(page), delivery);
  await toPaymentWithPickup(page);
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card Number')).toBeVisible();
  return paymentDialog(page);
}

/** The order number the confirmation shows. */
async function confirmedOrderId(page: Page) {
  const heading = paymentDialog(page).getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())!.replace(/\D/g, ''));
}

async function expectPaidInHistory(page: Page, orderId: number) {
  await gotoHydrated(page, '/account');
  const paidRow = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(paidRow).toBeVisible();
  await expect(paidRow.getByRole('cell', { name: /^(Status )?Paid$/ })).toBeVisible();
  await expectNoA11yViolations(page);
}

async function toPaymentWithPickup(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await addressDialog(page).getByRole('radio', { name: 'Take by myself' }).check();
  await addressDialog(page).getByRole('button', { name: 'Continue' }).click();
  await acceptPolicy(page);
}

test('a visitor signs in at checkout, ships to Connecticut with FLOOR10 and pays', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await createConfirmedCustomer(page);
  const [first, second] = await addProducts(page, 2);
  await gotoHydrated(page, '/basket');
  await expectNoA11yViolations(page);

  const firstQuantity = page.getByRole('spinbutton', { name: `Quantity of ${first}` });
  await firstQuantity.fill('10');
  await expect(firstQuantity).toHaveAttribute('aria-valuenow', '10');
  await page.getByRole('button', { name: `Increase quantity of ${first}` }).click();
  await expect(page.getByText(MAX_TEXT)).toBeVisible();
  await shot(page, testInfo, '01-basket-limit');
  const secondQuantity = page.getByRole('spinbutton', { name: `Quantity of ${second}` });
  await secondQuantity.fill('3');
  await expect(page.getByRole('heading', { name: '13 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fbasket$/);
  await signIn(page, customer, '/basket');
  await expect(page.getByRole('heading', { name: '13 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  const address = addressDialog(page);
  await expect(address.getByLabel('First name')).toHaveValue('Pat');
  // The keyboard alone changes the country: the arrow keys move between its radios.
  await countryRadio(page, 'United States').focus();
  await page.keyboard.press('ArrowRight');
  await expect(countryRadio(page, 'Canada')).toBeChecked();
  await expect(countryRadio(page, 'Canada')).toBeFocused();
  // Province is typed, with the provinces listed under it; a code becomes its province.
  const province = address.getByRole('combobox', { name: 'Province', exact: true });
  await expect(province).toHaveValue('');
  await province.click();
  await expect(address.getByRole('listbox', { name: 'Province list' }).getByRole('option', { name: 'Ontario' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '02-province-list');
  await province.fill('qc');
  await province.press('Tab');
  await expect(province).toHaveValue('Quebec');
  await address.getByLabel('Zip').fill('K1A0B1');
  await address.getByLabel('Phone').focus();
  await address.getByLabel('Phone').blur();
  await expect(address.getByText('Please enter a valid Canadian postal code (e.g., K1A 0B1).')).toBeVisible();
  await expect(address.getByText('Phone is required')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '02-address-errors');

  await countryRadio(page, 'United States').click();
  await expect(address.getByLabel('State', { exact: true })).toBeVisible();
  await fillConnecticutAddress(page);
  await shot(page, testInfo, '03-address-valid');
  await address.getByRole('button', { name: 'See shipping options' }).click();

  const payment = paymentDialog(page);
  await expect(payment.getByRole('heading', { name: 'Order processing and shipping policy' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '04-policy');
  await acceptPolicy(page);

  const carriers = payment.getByRole('radio');
  const pay = payment.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await carriers.first().click();
  await expect(carriers.first()).toHaveAttribute('aria-checked', 'true');
  await carriers.first().click();
  await expect(carriers.first()).toHaveAttribute('aria-checked', 'false');
  await expect(pay).toBeDisabled();
  await carriers.first().click();
  await expect(pay).toBeEnabled();

  const promo = payment.getByLabel('Promo code');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await promo.fill('NOSUCHCODE');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByText('Invalid Coupon Code')).toBeVisible();
  await promo.fill('FLOOR10');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByText('Promo code FLOOR10')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '05-options-coupon');

  await pay.click();
  await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card Number')).toBeVisible();
  await shot(page, testInfo, '06-card-form');
  await expectNoA11yViolations(page, { exclude: ['iframe[title="Card payment"]'] });
  await payInHostedForm(page, APPROVED_CARD);

  await expect(payment.getByText(SUCCESS)).toBeVisible();
  const orderHeading = payment.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(orderHeading).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '07-confirmation');
  const orderId = Number((await orderHeading.textContent())!.replace(/\D/g, ''));
  expect((await paymentHistory(page)).find((item) => item.order_id === orderId)).toMatchObject({ status: 'paid' });

  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();

  // The customer sees the order in the payment history of their account page.
  await expectPaidInHistory(page, orderId);
});

test('pickup: a double-click on Pay makes one order, which is paid', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  await signedInBasket(page);
  const created = countOrderCreates(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await addressDialog(page).getByRole('radio', { name: 'Take by myself' }).check();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '08-address-pickup');
  await addressDialog(page).getByRole('button', { name: 'Continue' }).click();
  await acceptPolicy(page);
  await expect(paymentDialog(page).getByText('Bridgeport, CT 06610')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '09-payment-pickup');
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).dblclick();
  await payInHostedForm(page, APPROVED_CARD);
  await expect(paymentDialog(page).getByText(SUCCESS)).toBeVisible();
  expect(created).toHaveLength(1);
  expect((await paymentHistory(page)).map((item) => item.order_id)).toEqual(created);
});

test('the card form reports in the URL hash; with the dashboard down at first, Check again confirms the payment', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const payment = await toCardFormDelivering(page, 'hash');
  await expectNoA11yViolations(page, { exclude: ['iframe[title="Card payment"]'] });

  // The dashboard does not answer the storefront's order reads until the customer has seen that.
  const orderRead = (url: URL) => url.pathname === '/api/order';
  await page.route(orderRead, (route) => route.abort());
  await payInHostedForm(page, APPROVED_CARD);
  await expect(payment.getByRole('alert')).toContainText('We could not confirm your payment yet. Your basket is kept');
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '11-payment-unconfirmed');
  await page.unroute(orderRead);

  await payment.getByRole('button', { name: 'Check again' }).click();
  await expect(payment.getByText(SUCCESS)).toBeVisible();
  await expectNoA11yViolations(page);
  await expectPaidInHistory(page, await confirmedOrderId(page));
});

test('a payment whose message never arrives ends paid after the dashboard check, and is in the payment history', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const payment = await toCardFormDelivering(page, 'lost');
  const form = await payInHostedForm(page, APPROVED_CARD);
  await expect(form.getByText('Your payment was approved. Thank you!')).toBeVisible();

  // No transactResponse ever comes; the checkout reads the order from the dashboard while the form is open.
  await expect(payment.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
  const orderId = await confirmedOrderId(page);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '12-paid-without-message');
  await expectPaidInHistory(page, orderId);
});

test('a second tab refreshes the same order instead of making another, and pays it once', { tag: '@desktop-only' }, async ({ page, context }) => {
  await signedInBasket(page);
  const created = countOrderCreates(page);
  await toPaymentWithPickup(page);
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card Number')).toBeVisible();

  const second = await context.newPage();
  const createdThere = countOrderCreates(second);
  await gotoHydrated(second, '/basket');
  await toPaymentWithPickup(second);
  await paymentDialog(second).getByRole('button', { name: 'Pay' }).click();
  await payInHostedForm(second, APPROVED_CARD);
  await expect(paymentDialog(second).getByText(SUCCESS)).toBeVisible();
  expect(createdThere).toEqual(created);
  expect((await paymentHistory(page)).map((item) => item.order_id)).toEqual(created);
});

test('a declined card stays in the form and the order can still be paid', { tag: '@desktop-only' }, async ({ page }) => {
  await signedInBasket(page);
  await toPaymentWithPickup(page);
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).click();
  const form = await payInHostedForm(page, DECLINED_CARD);
  await expect(form.getByText('This transaction has been declined.')).toBeVisible();
  await payInHostedForm(page, APPROVED_CARD);
  await expect(paymentDialog(page).getByText(SUCCESS)).toBeVisible();
});

test('a payment held for review says so and is confirmed within one business day', { tag: '@desktop-only' }, async ({ page }) => {
  await signedInBasket(page);
  await toPaymentWithPickup(page);
  await paymentDialog(page).getByRole('button', { name: 'Pay' }).click();
  await payInHostedForm(page, APPROVED_CARD, '46203');
  await expect(paymentDialog(page).getByText(/under review.*within one business day/)).toBeVisible();
  await expect(paymentDialog(page).getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
});

test('Cancel in the card form and closing the modal each cancel the order; the basket stays', { tag: '@desktop-only' }, async ({ page }) => {
  await signedInBasket(page);
  const created = countOrderCreates(page);
  await toPaymentWithPickup(page);
  const payment = paymentDialog(page);
  await payment.getByRole('button', { name: 'Pay' }).click();
  await pressInHostedForm(page, 'Cancel');
  await expect(payment.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await expect.poll(() => orderStatus(page, created[0])).toBe('cancelled');

  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card Number')).toBeVisible();
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(payment).toBeHidden();
  expect(created).toHaveLength(2);
  await expect.poll(() => orderStatus(page, created[1])).toBe('cancelled');
  await expect(page.getByRole('heading', { name: '1 item' })).toBeVisible();
});

test('zip 99950 has no shipping options and says so', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  await signedInBasket(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillConnecticutAddress(page, '99950');
  await chooseState(page, 'Alaska');
  await addressDialog(page).getByRole('button', { name: 'See shipping options' }).click();
  await expect(addressDialog(page).getByText('Sorry, no shipping options available for this address.')).toBeVisible();
  await expect(addressDialog(page).getByLabel('Street address')).toHaveValue('1 Main Street');
  await shot(page, testInfo, '10-no-rates');
});

test('the door refuses a state-changing call another site started', { tag: '@desktop-only' }, async ({ page }) => {
  await signedInBasket(page);
  const refused = await page.request.post('/api/order/cancel', { form: { order_id: 1 }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
  expect(refused.status()).toBe(403);
  // What a link on another site sends: the door passes no GET that cancels.
  expect((await page.request.get('/api/order/cancel?order_id=1')).status()).toBe(404);
  const foreign = await page.request.post('/api/basket/delete', { form: { id: 1 }, headers: { Origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  await gotoHydrated(page, '/basket');
  await expect(page.getByRole('heading', { name: '1 item' })).toBeVisible();
});

test("rates in Shippo's shape: service names, days, logos from the sandbox's origin, a failed logo shows the carrier", async ({ page }, testInfo) => {
  await signedInBasket(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillConnecticutAddress(page);
  await addressDialog(page).getByRole('button', { name: 'See shipping options' }).click();
  await acceptPolicy(page);
  const options = paymentDialog(page).getByRole('radiogroup', { name: 'Shipping options' });

  const priority = options.getByRole('radio', { name: /^USPS Priority Mail Estimated: \d business days/ });
  await expect(priority).toBeVisible();
  await expect(options.getByRole('radio', { name: /^FedEx Ground Economy Estimated: varies/ })).toBeVisible();
  // The logos come from another origin than the shop's (the sandbox stands in for Shippo's host) and load.
  const logo = priority.getByRole('img', { name: 'USPS' });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const source = new URL((await logo.getAttribute('src'))!);
  expect(source.origin).toBe(SANDBOX_URL);
  expect(source.origin).not.toBe(new URL(page.url()).origin);
  // The overnight rate's logo is missing (404): its carrier's name stands in, no broken picture.
  const overnight = options.getByRole('radio', { name: /^FedEx Standard Overnight/ });
  await expect(overnight.getByText('FedEx', { exact: true })).toBeVisible();
  await expect(overnight.getByRole('img')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '11-rates');
});

test('the basket page and both modals show the same figures', { tag: '@desktop-only' }, async ({ page }) => {
  await signInFreshCustomer(page);
  await addProducts(page, 2);
  await gotoHydrated(page, '/basket');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const figure = (list: Locator, term: string) => list.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  const basket = ((await (await page.request.post('/api/basket')).json()) as BasketAnswer).basket;
  const neverDiscounted: readonly number[] = NON_DISCOUNTED_PRICE_TYPES;
  const goods = basket.data.reduce((sum, line) => sum + (neverDiscounted.includes(line.priceData.id) ? line.price : line.discounted_price) * line.count, 0);
  const basketTotal = goods + basket.packaging_price;
  await expect(figure(summary, 'Total')).toHaveText(formatPrice(basketTotal, 'en'));

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(addressDialog(page).getByText(/^Basket total:/).locator('strong')).toHaveText(formatPrice(basketTotal, 'en'));
  await addressDialog(page).getByRole('radio', { name: 'Take by myself' }).check();
  await addressDialog(page).getByRole('button', { name: 'Continue' }).click();
  await acceptPolicy(page);

  const totals = paymentDialog(page).locator('dl[aria-label="Order total"]');
  for (const term of ['Subtotal', 'Packaging']) await expect(figure(totals, term)).toHaveText((await figure(summary, term).textContent())!);
  // Pickup: no shipping; Connecticut tax on the goods.
  const tax = Math.round(goods * 0.0635 * 100) / 100;
  await expect(figure(totals, 'Tax')).toHaveText(formatPrice(tax, 'en'));
  await expect(figure(totals, 'Total')).toHaveText(formatPrice(basketTotal + tax, 'en'));
});
