import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { PaymentHistoryItem } from '../src/modules/basket/contract';
import type { Page as Paged, ProductSummary } from '../src/modules/catalogue/contract';
import type { Order, OrderCreateAnswer } from '../src/modules/checkout/contract';
import { type CommunicatorMessage, parseCommunicatorMessage, postTokenToHostedForm } from '../src/modules/checkout/hosted-form';
import { expect, SANDBOX_URL, signInByApi } from './fixtures';

export const PAYMENT_FORM_URL = `${SANDBOX_URL}/payment/payment`;
export const FRAME_NAME = 'payment-frame';
const PASSWORD = 'Payment-pass-1';

interface RawMessage {
  origin: string;
  data: unknown;
}
type Collector = Window & { paymentMessages?: RawMessage[] };

async function ok<T>(reply: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  expect(reply.ok(), `${reply.status()} ${await reply.text()}`).toBe(true);
  return (await reply.json()) as T;
}

/**
 * A customer of its own for each test, signed up and confirmed through the storefront's door.
 * Tests run in parallel; a shared customer would share one basket, and one test's payment would
 * empty another's.
 */
export async function createConfirmedCustomer(page: Page): Promise<{ email: string; password: string }> {
  const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
  await ok(await page.request.post('/api/user/create', { form: { first_name: 'Pat', last_name: 'Payer', email, password: PASSWORD } }));
  const { mails } = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as {
    mails: { to: string; meta?: { kind?: string; token?: string } }[];
  };
  const token = mails.find((mail) => mail.to === email && mail.meta?.kind === 'confirm-email')?.meta?.token;
  expect(token, `confirmation mail for ${email}`).toBeTruthy();
  await ok(await page.request.post('/api/user/confirm-email', { form: { token: token! } }));
  return { email, password: PASSWORD };
}

/** A fresh customer, signed in through the door (cookies land in the page's context). */
export async function signInFreshCustomer(page: Page): Promise<string> {
  const { email } = await createConfirmedCustomer(page);
  await signInByApi(page.request, { email, password: PASSWORD });
  return email;
}

export async function addProductToBasket(page: Page) {
  const { data } = await ok<{ data: Paged<ProductSummary> }>(await page.request.get('/api/products'));
  const product = data.models.find((candidate) => candidate.price_type_data.length > 0);
  if (!product) throw new Error('The sandbox lists no product with a price.');
  const [price] = product.price_type_data;
  const form = { products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, price_type_id: price.id, count: 1 };
  await ok(await page.request.post('/api/basket/data', { form }));
}

/** Creates the order from the storefront page itself, so the browser's Origin reaches the dashboard. */
export async function createPickupOrder(page: Page): Promise<OrderCreateAnswer> {
  const reply = await page.evaluate(async () => {
    const response = await fetch('/api/order/create', {
      method: 'POST',
      body: new URLSearchParams({ order_id: '', shipping: '', coupon: '' }),
    });
    return { status: response.status, body: await response.text() };
  });
  expect(reply.status, reply.body).toBe(200);
  return JSON.parse(reply.body) as OrderCreateAnswer;
}

/**
 * Adds the iframe the checkout shows and a listener keeping every message the page receives,
 * then posts the token into the frame with the storefront's own postTokenToHostedForm.
 */
export async function openHostedForm(page: Page, token: string, delivery: Delivery = 'message') {
  await page.evaluate((name) => {
    const collector = window as Collector;
    collector.paymentMessages = [];
    window.addEventListener('message', (event) => collector.paymentMessages?.push({ origin: event.origin, data: event.data }));
    const frame = document.createElement('iframe');
    frame.name = name;
    frame.title = 'Card payment';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:600px;border:0;background:#fff;z-index:2147483647';
    document.body.append(frame);
  }, FRAME_NAME);
  const args = [token, FRAME_NAME, `${PAYMENT_FORM_URL}?delivery=${delivery}`].map((arg) => JSON.stringify(arg)).join(', ');
  await page.evaluate(`(${postTokenToHostedForm.toString()})(${args})`);
  return page.frameLocator(`iframe[name=${FRAME_NAME}]`);
}

/** The page's messages as the checkout reads them (foreign or malformed ones are dropped). */
export async function communicatorMessages(page: Page): Promise<CommunicatorMessage[]> {
  const raw = await page.evaluate(() => (window as Collector).paymentMessages ?? []);
  const ownOrigin = new URL(page.url()).origin;
  return raw.map((event) => parseCommunicatorMessage(event, ownOrigin, PAYMENT_FORM_URL)).filter((message) => message !== null);
}

/** How the page's messages came: 'message' (postMessage into the communicator) or 'hash'. */
export async function communicatorChannels(page: Page): Promise<unknown[]> {
  const raw = await page.evaluate(() => (window as Collector).paymentMessages ?? []);
  return [...new Set(raw.map((event) => (event.data as { channel?: unknown } | null)?.channel))];
}

export type Delivery = 'message' | 'hash' | 'lost';

/**
 * How the sandbox's card form reports to this customer from now on: by postMessage (its
 * default, as Accept Hosted), in the communicator's URL hash, or never (a lost message).
 */
export async function chooseDelivery(email: string, delivery: Delivery) {
  const reply = await fetch(`${SANDBOX_URL}/__sandbox/payment-delivery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, delivery }),
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

export async function orderStatus(page: Page, orderId: number): Promise<Order['status']> {
  return (await ok<{ data: Order }>(await page.request.post('/api/order', { form: { order_id: orderId } }))).data.status;
}

export async function paymentHistory(page: Page): Promise<PaymentHistoryItem[]> {
  return (await ok<{ data: PaymentHistoryItem[] }>(await page.request.get('/api/basket/payments'))).data;
}

/** CSP refusals the browser reports on the console, from the page and its frames. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
