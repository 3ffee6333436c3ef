import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addProductToBasket,
  communicatorChannels,
  communicatorMessages,
  createPickupOrder,
  openHostedForm,
  orderStatus,
  paymentHistory,
  signInFreshCustomer,
  watchCspViolations,
} from './payment-helpers';

// The hosted card form in an iframe of a real storefront page, under that page's CSP, reporting
// through public/iframe-communicator.html (docs/architecture.md §1 Payment).

const APPROVED_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

let cspViolations: string[] = [];

test.beforeEach(({ page }) => {
  cspViolations = watchCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations, 'the CSP refused something the payment needs').toEqual([]);
});

async function payableOrder(page: Page) {
  await signInFreshCustomer(page);
  await addProductToBasket(page);
  await page.goto('/');
  return createPickupOrder(page);
}

async function fillCard(form: FrameLocator, cardNumber: string) {
  await form.getByLabel('Card Number').fill(cardNumber);
  await form.getByLabel('Expiration Date (MMYY)').fill('1230');
  await form.getByLabel('Card Code (CVV)').fill('123');
  await form.getByLabel('Zip').fill('06604');
}

const actionsOf = async (page: Page) => (await communicatorMessages(page)).map((message) => message.action);

for (const delivery of ['message', 'hash'] as const) {
  test(`an approved card pays the order and the form reports the transaction (delivered by ${delivery})`, async ({ page }) => {
    const { token, order_id } = await payableOrder(page);
    const form = await openHostedForm(page, token, delivery);

    await expect.poll(() => actionsOf(page)).toContain('resizeWindow');
    const resize = (await communicatorMessages(page)).find((message) => message.action === 'resizeWindow');
    expect(resize).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    if (resize?.action === 'resizeWindow') expect(resize.width * resize.height).toBeGreaterThan(0);

    await fillCard(form, APPROVED_CARD);
    await form.getByRole('button', { name: 'Pay' }).click();
    await expect(form.getByRole('status')).toHaveText('Your payment was approved. Thank you!');

    await expect.poll(() => actionsOf(page)).toContain('transactResponse');
    const messages = await communicatorMessages(page);
    const result = messages.find((message) => message.action === 'transactResponse');
    expect(result).toMatchObject({
      response: { responseCode: '1', orderInvoiceNumber: String(order_id), transId: expect.stringMatching(/^\d+$/) },
    });

    const paid = (await paymentHistory(page)).find((item) => item.order_id === order_id);
    expect(paid).toMatchObject({ status: 'paid' });
    if (result?.action === 'transactResponse') {
      expect(result.response?.totalAmount).toBe(paid?.total.toFixed(2));
      expect(paid?.transId).toBe(result.response?.transId);
    }
    expect(await communicatorChannels(page)).toEqual([delivery]);
  });
}

test('a declined card stays inside the form, and the order can still be paid', async ({ page }) => {
  const { token, order_id } = await payableOrder(page);
  const form = await openHostedForm(page, token);
  await expect.poll(() => actionsOf(page)).toEqual(['resizeWindow']);

  await fillCard(form, DECLINED_CARD);
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'This transaction has been declined.' })).toBeVisible();

  // The form resizes after showing the error: once that message is here, the decline is handled.
  await expect.poll(() => actionsOf(page)).toEqual(['resizeWindow', 'resizeWindow']);
  await page.waitForTimeout(1500);
  expect(await actionsOf(page)).not.toContain('transactResponse');
  expect(await orderStatus(page, order_id)).toBe('pending');
  expect((await paymentHistory(page)).map((item) => item.order_id)).not.toContain(order_id);

  await form.getByLabel('Card Number').fill(APPROVED_CARD);
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => actionsOf(page)).toContain('transactResponse');
  expect(await orderStatus(page, order_id)).toBe('paid');
});

test('Cancel in the form tells the storefront', async ({ page }) => {
  const { token, order_id } = await payableOrder(page);
  const form = await openHostedForm(page, token);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => actionsOf(page)).toContain('cancel');
  expect(await actionsOf(page)).not.toContain('transactResponse');
  // Cancelling the order is the storefront's decision (docs/contract.md §4), not the form's.
  expect(await orderStatus(page, order_id)).toBe('pending');
});

test('an unknown token opens the error page of the form, which sends nothing', async ({ page }) => {
  await page.goto('/');
  const form = await openHostedForm(page, 'not-a-token-the-dashboard-issued');

  await expect(form.getByRole('heading', { name: 'Payment unavailable' })).toBeVisible();
  await expect(form.getByRole('alert')).toContainText('This payment form has expired or is no longer valid.');
  await expect(form.getByLabel('Card Number')).toHaveCount(0);
  expect(await communicatorMessages(page)).toEqual([]);
});
