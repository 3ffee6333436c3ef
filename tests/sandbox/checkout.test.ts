// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import type { CouponAnswer, Order, OrderCreateAnswer, RatesAnswer, ShippoRate } from '@/modules/checkout/contract';
import { Caller, customer, priceOf, productBySlug, SLUGS, startSandbox, variantForm, visitor, type Fields } from './commerce-fixtures';
import { CT_ADDRESS } from '../checkout/addresses';

const ON_ADDRESS = { ...CT_ADDRESS, country: 'CA', state: 'Ontario', state_code: 'ON', city: 'Toronto', zip: 'M5V 2T6' };

let sandbox: SandboxApp;
let buyer: Awaited<ReturnType<typeof customer>>;

beforeEach(async () => {
  sandbox = startSandbox();
  sandbox.db().commerce.now = () => new Date('2026-11-21T12:00:00Z');
  // The demo customer as a first-time buyer: without the seeded past orders.
  sandbox.db().commerce.orders = [];
  buyer = await customer(sandbox);
});

async function add(caller: Caller, slug: string, typeName: string, extra: Fields = {}) {
  const product = productBySlug(sandbox, slug);
  const reply = await caller.post('/api/basket/data', variantForm(product, priceOf(product, typeName), extra));
  expect(reply.status).toBe(200);
}

async function rates(caller: Caller, address: Fields): Promise<RatesAnswer> {
  const reply = await caller.post('/api/shipping/get-rates', address);
  expect(reply.status).toBe(200);
  return (await reply.json()) as RatesAnswer;
}

async function createOrder(caller: Caller, fields: Fields): Promise<OrderCreateAnswer> {
  const reply = await caller.post('/api/order/create', { order_id: '', coupon: '', ...fields });
  expect(reply.status).toBe(200);
  return (await reply.json()) as OrderCreateAnswer;
}

const ORDER_FIELDS = ['order_id', 'status', 'subtotal', 'shipping_amount', 'tax', 'packaging_price', 'total', 'coupon', 'take_by_myself', 'transId'] as const;

/** POST /order's Order fields (its lines, address and tracking are checked in tests/orders). */
async function order(caller: Caller, orderId: number): Promise<Order> {
  const reply = await caller.post('/api/order', { order_id: orderId });
  expect(reply.status).toBe(200);
  const { data } = (await reply.json()) as { data: Order };
  return Object.fromEntries(ORDER_FIELDS.map((field) => [field, data[field]])) as unknown as Order;
}

describe('POST /shipping/get-rates', () => {
  it("answers US rates in Shippo's own shape, with the state tax rate", async () => {
    await add(buyer, SLUGS.clearOil, '5 L');
    const answer = await rates(buyer, CT_ADDRESS);
    expect(answer.tax).toEqual({ TaxRate: 0.0635 });
    expect(answer.message).toBeNull();
    expect(answer.data.length).toBeGreaterThanOrEqual(4);
    for (const rate of answer.data) {
      expect(rate.object_id).toMatch(/^[0-9a-f]{32}$/);
      expect(rate.amount).toMatch(/^\d+\.\d{2}$/);
      expect(rate.currency).toBe('USD');
      expect(['USPS', 'UPS', 'FedEx']).toContain(rate.provider);
      expect([rate.amount_local, rate.currency_local]).toEqual([rate.amount, 'USD']);
      // Logos live on the host that answered (Shippo's own; here the sandbox's), never on the shop's.
      expect(rate.provider_image_75).toMatch(/^http:\/\/localhost\/shippo-static\/providers\/75\/\w+\.png$/);
      expect(rate.servicelevel).toEqual({ name: expect.any(String), token: expect.stringMatching(/^[a-z_]+$/), terms: '' });
      expect(rate).not.toHaveProperty('name');
      expect(rate.estimated_days === undefined || Number.isInteger(rate.estimated_days)).toBe(true);
    }
    // Shippo leaves estimated_days out when the carrier gives none; duration_terms only where there are some.
    expect(answer.data.filter((rate) => !('estimated_days' in rate)).map((rate) => rate.servicelevel?.name)).toEqual(['Ground Economy']);
    expect(answer.data.some((rate) => rate.duration_terms)).toBe(true);
    expect(answer.data.some((rate) => !('duration_terms' in rate))).toBe(true);
    const logos = await Promise.all(answer.data.map(async (rate) => [rate.servicelevel?.name, (await sandbox.app.request(rate.provider_image_75!)).status]));
    // One logo is missing on purpose: the storefront must fall back to the carrier's name.
    expect(logos.filter(([, status]) => status !== 200)).toEqual([['Standard Overnight', 404]]);
    const image = await sandbox.app.request(answer.data[0].provider_image_75!);
    expect(image.headers.get('content-type')).toBe('image/png');
    const amounts = answer.data.map((rate) => Number(rate.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await rates(buyer, { ...CT_ADDRESS, state: 'New York', state_code: 'NY', zip: '10001' })).tax.TaxRate).toBe(0.08875);
  });

  it('prices heavier baskets and farther addresses higher', async () => {
    await add(buyer, SLUGS.clearOil, '1 L');
    const light = await rates(buyer, CT_ADDRESS);
    await add(buyer, SLUGS.clearOil, '5 L', { count: 4 });
    const heavy = await rates(buyer, CT_ADDRESS);
    const far = await rates(buyer, { ...CT_ADDRESS, state: 'California', state_code: 'CA', city: 'Fresno', zip: '93721' });
    const amountOf = (answer: RatesAnswer, rate: ShippoRate) =>
      Number(answer.data.find((r) => r.servicelevel?.token === rate.servicelevel?.token)?.amount);
    for (const rate of light.data) {
      expect(amountOf(heavy, rate)).toBeGreaterThan(Number(rate.amount));
      expect(amountOf(far, rate)).toBeGreaterThan(amountOf(heavy, rate));
    }
  });

  it('quotes Canadian addresses in USD with the carrier\'s CAD quote beside it, and the provincial tax', async () => {
    await add(buyer, SLUGS.clearOil, '2.5 L');
    const answer = await rates(buyer, ON_ADDRESS);
    expect(answer.tax.TaxRate).toBe(0.13);
    for (const rate of answer.data) {
      expect([rate.currency, rate.currency_local]).toEqual(['USD', 'CAD']);
      expect(Number(rate.amount)).toBeCloseTo(Number(rate.amount_local) * 0.73, 2);
    }
    expect(answer.data.some((r) => r.provider === 'Canada Post')).toBe(true);
  });

  it('answers the documented zip 99950 with no rates and the message', async () => {
    const answer = await rates(buyer, { ...CT_ADDRESS, state: 'Alaska', state_code: 'AK', city: 'Ketchikan', zip: '99950' });
    expect(answer).toEqual({
      data: [],
      tax: { TaxRate: 0 },
      message: 'Sorry, no shipping options available for this address.',
    });
  });

  it('needs no address for pickup and charges Connecticut tax', async () => {
    expect(await rates(buyer, { take_by_myself: 1 })).toEqual({ data: [], tax: { TaxRate: 0.0635 }, message: null });
  });

  it('answers 422 with the contract messages for a bad address', async () => {
    const reply = await buyer.post('/api/shipping/get-rates', {
      ...ON_ADDRESS,
      zip: 'M5V2T6',
      phone: 'call me',
      first_name: '',
      city: '',
    });
    expect(reply.status).toBe(422);
    expect(((await reply.json()) as ErrorAnswer).errors).toEqual({
      zip: 'Please enter a valid Canadian postal code (e.g., K1A 0B1).',
      phone: 'Phone number can contain only numbers and symbols',
      first_name: 'First name is required',
      city: 'City is required',
    });
    const usZip = await buyer.post('/api/shipping/get-rates', { ...CT_ADDRESS, zip: 'K1A 0B1', state_code: 'ZZ', state: 'Atlantis' });
    expect(Object.keys(((await usZip.json()) as ErrorAnswer).errors ?? {}).sort()).toEqual(['state', 'zip']);
  });
});

describe('GET /default/coupon', () => {
  it('prices the basket with a known code, never discounting price types 30 and 52', async () => {
    await add(buyer, SLUGS.colourOil, '1 L', { color_id: [3], count: 2 });
    await add(buyer, SLUGS.lampPriceType30, 'Unit');
    const { basket } = await buyer.basket();
    const oil = basket.data[0];
    const lamp = basket.data[1];

    const reply = await buyer.get('/api/default/coupon', { code: 'floor10', orderId: '' });
    expect(reply.status).toBe(200);
    const answer = (await reply.json()) as CouponAnswer;
    const subtotal = Math.round(oil.price * 0.9) * 2 + lamp.price;
    const tax = Math.round(subtotal * 0.0635 * 100) / 100;
    expect(answer).toEqual({
      total: subtotal,
      tax,
      totalPrice: Math.round((subtotal + tax + basket.packaging_price) * 100) / 100,
      order_items_discounts: [
        { id: oil.id, discount: 10 },
        { id: lamp.id, discount: 0 },
      ],
    });
  });

  it('answers an unknown code with the message and no tax or total', async () => {
    await add(buyer, SLUGS.clearOil, '1 L');
    const reply = await buyer.get('/api/default/coupon', { code: 'NOPE', orderId: '' });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ message: 'Invalid Coupon Code' });
  });

  it('uses the pending order shipping and tax, and needs a signed-in customer', async () => {
    await add(buyer, SLUGS.clearOil, '1 L');
    const [rate] = (await rates(buyer, ON_ADDRESS)).data;
    const { order_id } = await createOrder(buyer, { shipping: JSON.stringify(rate) });
    const created = await order(buyer, order_id);
    const answer = (await (await buyer.get('/api/default/coupon', { code: 'LEDPRO', orderId: order_id })).json()) as CouponAnswer;
    expect(answer.tax).toBe(Math.round(answer.total! * 0.13 * 100) / 100);
    expect(answer.totalPrice).toBeCloseTo(answer.total! + answer.tax! + created.shipping_amount + created.packaging_price, 2);

    const stranger = await visitor(sandbox);
    expect((await stranger.get('/api/default/coupon', { code: 'FLOOR10', orderId: '' })).status).toBe(401);
  });
});

describe('orders', () => {
  it('creates a pending order with shipping, tax and packaging, and a card-form token', async () => {
    await add(buyer, SLUGS.clearOil, '5 L', { count: 2 });
    const [rate] = (await rates(buyer, CT_ADDRESS)).data;
    const { token, order_id } = await createOrder(buyer, { shipping: JSON.stringify({ ...rate, amount: '0.01' }) });
    expect(token.length).toBeGreaterThan(40);
    const { basket } = await buyer.basket();
    const tax = Math.round(basket.discountedTotal * 0.0635 * 100) / 100;
    expect(await order(buyer, order_id)).toEqual({
      order_id,
      status: 'pending',
      subtotal: basket.discountedTotal,
      shipping_amount: Number(rate.amount),
      tax,
      packaging_price: 12,
      total: Math.round((basket.discountedTotal + Number(rate.amount) + tax + 12) * 100) / 100,
      coupon: null,
      take_by_myself: 0,
      transId: null,
    });
  });

  it('takes pickup orders, coupons, Canadian rates converted to USD, and the /basket/stripe alias', async () => {
    await add(buyer, SLUGS.colourOil, '1 L', { color_id: [3] });
    const pickup = await order(buyer, (await createOrder(buyer, { shipping: 'null', coupon: 'FLOOR10' })).order_id);
    expect(pickup).toMatchObject({ take_by_myself: 1, shipping_amount: 0, coupon: 'FLOOR10' });
    expect(pickup.subtotal).toBe(Math.round(priceOf(productBySlug(sandbox, SLUGS.colourOil), '1 L').type_price * 0.9));

    const [rate] = (await rates(buyer, ON_ADDRESS)).data;
    const reply = await buyer.post('/api/basket/stripe', { order_id: '', shipping: JSON.stringify(rate), coupon: '' });
    expect(reply.status).toBe(200);
    const canadian = await order(buyer, ((await reply.json()) as OrderCreateAnswer).order_id);
    expect(canadian.shipping_amount).toBe(Number(rate.amount));
    expect(canadian.shipping_amount).toBeCloseTo(Number(rate.amount_local) * 0.73, 2);
  });

  it('refreshes a pending order when its order_id is sent again, with a new token', async () => {
    await add(buyer, SLUGS.clearOil, '1 L');
    const first = await createOrder(buyer, { shipping: '' });
    await add(buyer, SLUGS.clearOil, '1 L');
    const second = await createOrder(buyer, { order_id: first.order_id, shipping: '' });
    expect(second.order_id).toBe(first.order_id);
    expect(second.token).not.toBe(first.token);
    expect((await order(buyer, first.order_id)).subtotal).toBe((await buyer.basket()).basket.discountedTotal);
    expect(sandbox.db().commerce.orders).toHaveLength(1);
  });

  it('refuses an empty basket, an unknown coupon, a rate it did not issue and visitors', async () => {
    const empty = await buyer.post('/api/order/create', { order_id: '', shipping: '', coupon: '' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as ErrorAnswer).message).toBe('Your basket is empty.');

    await add(buyer, SLUGS.clearOil, '1 L');
    const coupon = await buyer.post('/api/order/create', { order_id: '', shipping: '', coupon: 'NOPE' });
    expect(coupon.status).toBe(422);
    expect(((await coupon.json()) as ErrorAnswer).errors).toEqual({ coupon: 'Invalid Coupon Code' });
    const forged = await buyer.post('/api/order/create', { shipping: JSON.stringify({ object_id: 'f'.repeat(32), amount: '0.01' }) });
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as ErrorAnswer).errors).toHaveProperty('shipping');

    const stranger = await visitor(sandbox);
    expect((await stranger.post('/api/order/create', { shipping: '' })).status).toBe(401);
    expect((await stranger.post('/api/order', { order_id: 1 })).status).toBe(401);
    expect(sandbox.db().commerce.orders).toEqual([]);
  });

  it('answers 404 for an order that is not the customer’s and 422 without an order_id', async () => {
    expect((await buyer.post('/api/order', { order_id: 424242 })).status).toBe(404);
    expect((await buyer.post('/api/order', {})).status).toBe(422);
  });

  it('cancels a pending order, after which it cannot be refreshed', async () => {
    await add(buyer, SLUGS.clearOil, '1 L');
    const { order_id } = await createOrder(buyer, { shipping: '' });
    const reply = await buyer.get('/api/order/cancel', { order_id });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { data: Order }).data.status).toBe('cancelled');
    const again = await buyer.post('/api/order/create', { order_id, shipping: '' });
    expect(again.status).toBe(422);
    expect((await buyer.get('/api/order/cancel', { order_id: 424242 })).status).toBe(404);
  });
});

describe('POST /user/add-shipping', () => {
  it('saves a valid address for the signed-in customer', async () => {
    const reply = await buyer.post('/api/user/add-shipping', CT_ADDRESS);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ data: { city: 'New Haven', zip: '06510', state_code: 'CT' } });
    expect(sandbox.db().commerce.savedAddresses.get(buyer.userId)).toMatchObject({ street1: '88 Elm Street' });
  });

  it('answers field errors for a bad address and 401 for a visitor', async () => {
    const bad = await buyer.post('/api/user/add-shipping', { ...ON_ADDRESS, zip: '12345' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ErrorAnswer).errors?.zip).toBe('Please enter a valid Canadian postal code (e.g., K1A 0B1).');
    const guest = await visitor(sandbox);
    expect((await guest.post('/api/user/add-shipping', CT_ADDRESS)).status).toBe(401);
  });
});
