// @vitest-environment node
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import type { Order, OrderCreateAnswer, TransactResponse } from '@/modules/checkout/contract';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import { customer, formOf, priceOf, productBySlug, SLUGS, STOREFRONT, startSandbox, variantForm } from './commerce-fixtures';

const NOW = new Date('2026-11-21T12:00:00Z');
const CARD = { cardNumber: '4111111111111111', expirationDate: '1230', cardCode: '123', zip: '06510' };

let sandbox: SandboxApp;
let buyer: Awaited<ReturnType<typeof customer>>;

beforeEach(async () => {
  sandbox = startSandbox();
  sandbox.db().commerce.now = () => NOW;
  // The demo customer as a first-time buyer: without the seeded past orders.
  sandbox.db().commerce.orders = [];
  buyer = await customer(sandbox);
  const oil = productBySlug(sandbox, SLUGS.clearOil);
  await buyer.post('/api/basket/data', variantForm(oil, priceOf(oil, '2.5 L'), { count: 2 }));
});

async function newOrder(headers: Record<string, string> = {}): Promise<OrderCreateAnswer> {
  const reply = await buyer.post('/api/order/create', { order_id: '', shipping: '', coupon: '' }, headers);
  expect(reply.status).toBe(200);
  return (await reply.json()) as OrderCreateAnswer;
}

const openForm = (token: string, query = '') => sandbox.app.request(`/payment/payment${query}`, { method: 'POST', body: formOf({ token }) });
const charge = (token: string, card: Partial<typeof CARD> = {}) =>
  sandbox.app.request('/payment/payment/charge', { method: 'POST', body: formOf({ token, ...CARD, ...card }) });

async function orderStatus(orderId: number): Promise<Order> {
  return ((await (await buyer.post('/api/order', { order_id: orderId })).json()) as { data: Order }).data;
}

describe('POST /payment/payment (the hosted card form)', () => {
  it('renders the card form with the amount and the storefront communicator', async () => {
    const { token, order_id } = await newOrder({ origin: 'http://localhost:3123' });
    const reply = await openForm(token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const html = await reply.text();
    for (const label of ['Card Number', 'Expiration Date (MMYY)', 'Card Code (CVV)', 'Zip']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toMatch(/<button type="submit" id="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="button" id="cancel">Cancel<\/button>/);
    const { total } = await orderStatus(order_id);
    expect(html).toContain(`$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(html).toContain('"communicatorUrl":"http://localhost:3123/iframe-communicator.html"');
  });

  it('addresses the configured storefront when the order call carried no origin', async () => {
    const html = await (await openForm((await newOrder()).token)).text();
    expect(html).toContain(`"communicatorUrl":"${STOREFRONT}/iframe-communicator.html"`);
  });

  it('shows an error page for an unknown, missing or expired token', async () => {
    const { token } = await newOrder();
    for (const sent of ['not-a-token', '']) {
      const reply = await openForm(sent);
      expect(reply.status).toBe(400);
      expect(await reply.text()).toContain('This payment form has expired or is no longer valid.');
    }
    sandbox.db().commerce.now = () => new Date(NOW.getTime() + 15 * 60 * 1000 + 1000);
    expect((await openForm(token)).status).toBe(400);
    expect((await charge(token)).status).toBe(400);
  });
});

describe('paying in the card form', () => {
  it('approves the test card, marks the order paid, empties the basket and lists it in payments', async () => {
    const { token, order_id } = await newOrder();
    const reply = await charge(token);
    expect(reply.status).toBe(200);
    const { response } = (await reply.json()) as { response: TransactResponse };
    const paid = await orderStatus(order_id);
    expect(response).toMatchObject({ responseCode: '1', totalAmount: paid.total.toFixed(2), orderInvoiceNumber: String(order_id) });
    expect(paid).toMatchObject({ status: 'paid', transId: response.transId });
    expect((await buyer.basket()).basket.data).toEqual([]);

    const status = await buyer.get('/api/order/status', { order_id, transId: response.transId, responseCode: '1' });
    expect(status.status).toBe(200);
    expect(((await status.json()) as { data: Order }).data.status).toBe('paid');

    const history = (await (await buyer.get('/api/basket/payments')).json()) as { data: PaymentHistoryItem[] };
    expect(history.data).toEqual([
      {
        order_id,
        created_at: NOW.toISOString(),
        total: paid.total,
        status: 'paid',
        transId: response.transId,
        items: [expect.objectContaining({ count: 2, title: expect.stringContaining('Nordwood Pure') })],
        // docs/contract.md §10: an order made for no job has neither reference nor job.
        reference: null,
        job_id: null,
      },
    ]);
    expect((await openForm(token)).status).toBe(400);
  });

  it('declines card 4000000000000002 and billing zip 46282 inside the form; the order stays payable', async () => {
    const { token, order_id } = await newOrder();
    for (const card of [{ cardNumber: '4000000000000002' }, { zip: '46282' }]) {
      const reply = await charge(token, card);
      expect(reply.status).toBe(402);
      expect(await reply.json()).toEqual({ message: 'This transaction has been declined.' });
    }
    expect((await orderStatus(order_id)).status).toBe('pending');
    expect((await (await buyer.get('/api/basket/payments')).json()) as unknown).toEqual({ data: [] });
    expect((await charge(token)).status).toBe(200);
  });

  it('answers 422 per field for a malformed card', async () => {
    const { token } = await newOrder();
    const reply = await charge(token, { cardNumber: '4111111111111112', expirationDate: '1325', cardCode: '1', zip: '' });
    expect(reply.status).toBe(422);
    expect(Object.keys(((await reply.json()) as { errors: object }).errors).sort()).toEqual(['cardCode', 'cardNumber', 'expirationDate', 'zip']);
    const expired = await charge(token, { expirationDate: '1025' });
    expect(((await expired.json()) as { errors: object }).errors).toEqual({ expirationDate: 'This card has expired.' });
  });

  it('holds a payment for review with billing zip 46203 (responseCode 4)', async () => {
    const { token, order_id } = await newOrder();
    const { response } = (await (await charge(token, { zip: '46203' })).json()) as { response: TransactResponse };
    expect(response.responseCode).toBe('4');
    expect((await orderStatus(order_id)).status).toBe('held');
  });

  it('refuses a status update whose transaction does not belong to the order', async () => {
    const { order_id } = await newOrder();
    const reply = await buyer.get('/api/order/status', { order_id, transId: '60000000001', responseCode: '1' });
    expect(reply.status).toBe(422);
    expect((await orderStatus(order_id)).status).toBe('pending');
  });
});

interface BrowserWindow extends Window {
  fetch: typeof fetch;
  Event: typeof Event;
}
type JsdomConstructor = new (html: string, options: object) => { window: BrowserWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

/** Runs the form page at `query` with its own script in a DOM whose fetch reaches the sandbox. */
async function formInDom(token: string, query: string) {
  const html = await (await openForm(token, query)).text();
  const { window } = new JSDOM(html, { url: 'http://sandbox.test/payment/payment', runScripts: 'dangerously' });
  window.fetch = (async (url: string, init: { method: string; body: URLSearchParams }) =>
    sandbox.app.request(String(url), {
      method: init.method,
      body: init.body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })) as unknown as typeof fetch;
  const { document } = window;
  const pay = (card: typeof CARD) => {
    for (const [name, value] of Object.entries(card)) (document.getElementById(name) as HTMLInputElement).value = value;
    document.getElementById('pay')!.click();
  };
  return { window, document, pay };
}

/** The form delivering by URL hash: each message is a communicator frame's address. */
async function browserForm(token: string) {
  const form = await formInDom(token, '?delivery=hash');
  const messages = () =>
    [...form.document.querySelectorAll('iframe')].map((frame) => {
      const [address, hash] = frame.getAttribute('src')!.split('#');
      expect(address).toBe(`${STOREFRONT}/iframe-communicator.html`);
      return new URLSearchParams(hash);
    });
  return { ...form, messages };
}

/**
 * The form delivering by postMessage: one communicator frame, whose window records what it is
 * posted once the frame has loaded (jsdom does not load the storefront's page).
 */
async function postingForm(token: string, query = '') {
  const form = await formInDom(token, query);
  const { document, window } = form;
  await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  const frame = document.querySelector('iframe')!;
  const received: { data: string; targetOrigin: string }[] = [];
  Object.defineProperty(frame, 'contentWindow', {
    value: { postMessage: (data: string, targetOrigin: string) => received.push({ data, targetOrigin }) },
  });
  frame.dispatchEvent(new window.Event('load'));
  return { ...form, frame, received, actions: () => received.map((entry) => new URLSearchParams(entry.data).get('action')) };
}

async function chooseDelivery(delivery: string) {
  const reply = await sandbox.app.request('/__sandbox/payment-delivery', {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, delivery }),
    headers: { 'content-type': 'application/json' },
  });
  expect(reply.status).toBe(200);
}

describe('the form delivering by postMessage (its default)', () => {
  it('embeds the communicator once and posts each message into it, to the storefront origin only', async () => {
    const { token, order_id } = await newOrder();
    const form = await postingForm(token);
    expect(form.frame.getAttribute('src')).toBe(`${STOREFRONT}/iframe-communicator.html`);
    await vi.waitFor(() => expect(form.actions()).toContain('resizeWindow'));

    form.pay(CARD);
    await vi.waitFor(() => expect(form.actions()).toContain('transactResponse'));
    expect(form.document.querySelectorAll('iframe')).toHaveLength(1);
    expect(new Set(form.received.map((entry) => entry.targetOrigin))).toEqual(new Set([STOREFRONT]));
    const sent = form.received.find((entry) => entry.data.startsWith('action=transactResponse'))!;
    const response = JSON.parse(new URLSearchParams(sent.data).get('response')!) as TransactResponse;
    expect(response).toMatchObject({ responseCode: '1', orderInvoiceNumber: String(order_id) });
  });

  it('in `lost` mode (chosen for the customer) never sends the transactResponse, yet the charge pays the order', async () => {
    await chooseDelivery('lost');
    const { token, order_id } = await newOrder();
    const form = await postingForm(token);
    await vi.waitFor(() => expect(form.actions()).toContain('resizeWindow'));
    form.pay(CARD);
    await vi.waitFor(() => expect(form.document.getElementById('receipt')!.hidden).toBe(false));
    expect(form.actions()).not.toContain('transactResponse');
    expect((await orderStatus(order_id)).status).toBe('paid');
  });

  it("takes ?delivery= before the customer's choice, and ignores an unknown value", async () => {
    expect(await (await openForm((await newOrder()).token)).text()).toContain('"delivery":"message"');
    await chooseDelivery('lost');
    const byQuery = await (await openForm((await newOrder()).token, '?delivery=hash')).text();
    expect(byQuery).toContain('"delivery":"hash"');
    expect(await (await openForm((await newOrder()).token, '?delivery=carrier-pigeon')).text()).toContain('"delivery":"lost"');
  });

  it('refuses an unknown delivery or customer', async () => {
    const choose = (body: object) =>
      sandbox.app.request('/__sandbox/payment-delivery', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await choose({ email: DEMO_CUSTOMER.email, delivery: 'carrier-pigeon' })).status).toBe(422);
    expect((await choose({ email: 'nobody@example.com', delivery: 'hash' })).status).toBe(422);
  });
});

describe('the form in the browser (communicator messages)', () => {
  it('asks for a resize, then reports an approval as transactResponse', async () => {
    const { token, order_id } = await newOrder();
    const form = await browserForm(token);
    await vi.waitFor(() => expect(form.messages()[0]?.get('action')).toBe('resizeWindow'));
    expect(form.messages()[0].get('height')).toMatch(/^\d+$/);

    form.pay(CARD);
    await vi.waitFor(() => expect(form.messages().some((m) => m.get('action') === 'transactResponse')).toBe(true));
    const message = form.messages().find((m) => m.get('action') === 'transactResponse')!;
    const response = JSON.parse(message.get('response')!) as TransactResponse;
    expect(response).toMatchObject({ responseCode: '1', orderInvoiceNumber: String(order_id) });
    expect(form.document.getElementById('receipt')!.hidden).toBe(false);
  });

  it('shows a decline inside the form without telling the storefront, and reports Cancel', async () => {
    const { token } = await newOrder();
    const form = await browserForm(token);
    form.pay({ ...CARD, cardNumber: '4000000000000002' });
    await vi.waitFor(() => expect(form.document.getElementById('form-error')!.textContent).toBe('This transaction has been declined.'));
    expect(form.messages().map((m) => m.get('action'))).not.toContain('transactResponse');

    form.document.getElementById('cancel')!.click();
    expect(form.messages().at(-1)!.get('action')).toBe('cancel');
  });
});
