// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderCreateAnswer, RatesAnswer } from '@/modules/checkout/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { CT_ADDRESS } from '../checkout/addresses';
import { customer, json, priceOf, productBySlug, SLUGS, startSandbox, variantForm } from '../sandbox/commerce-fixtures';

describe('POST /order (the order detail)', () => {
  it('answers the lines as sold, the shipping address saved at checkout and the carrier; no tracking before a label', async () => {
    const sandbox = startSandbox();
    const buyer = await customer(sandbox);
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    await buyer.post('/api/basket/data', variantForm(oil, priceOf(oil, '1 L'), { count: 3 }));
    const [rate] = (await json<RatesAnswer>(await buyer.post('/api/shipping/get-rates', CT_ADDRESS))).data;
    await buyer.post('/api/user/add-shipping', CT_ADDRESS);
    const { order_id } = await json<OrderCreateAnswer>(await buyer.post('/api/order/create', { order_id: '', coupon: '', shipping: JSON.stringify(rate) }));

    const { data } = await json<{ data: OrderDetail }>(await buyer.post('/api/order', { order_id }));
    expect(data.items).toEqual([
      expect.objectContaining({ slug: oil.slug, product_title: oil.title, price_id: priceOf(oil, '1 L').id, type_name: '1 L', count: 3, colors: [expect.objectContaining({ id: 1 })] }),
    ]);
    expect(data.address).toMatchObject({ street1: CT_ADDRESS.street1, zip: CT_ADDRESS.zip, take_by_myself: 0 });
    expect(data.shipping_method).toEqual({ provider: rate.provider, service: rate.servicelevel?.name });
    expect(data.tracking).toBeNull();
    // The basket's price changes later; the order keeps what was charged.
    oil.price_type_data = oil.price_type_data.map((row) => ({ ...row, type_price: row.type_price + 50 }));
    expect((await json<{ data: OrderDetail }>(await buyer.post('/api/order', { order_id }))).data.items[0].price).toBe(data.items[0].price);
  });

  it('gives another customer copies of the demo customer’s past orders (test tool), under their own numbers', async () => {
    const sandbox = startSandbox();
    const reply = await sandbox.app.request('/__sandbox/past-orders', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com' }), headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(422);
    const demo = await customer(sandbox);
    const before = sandbox.db().commerce.orders.filter((order) => order.user_id === demo.userId).map((order) => order.order_id);
    expect(before.sort()).toEqual([9001, 9002, 9003]);
    const tracked = sandbox.db().commerce.orders.find((order) => order.order_id === 9003)!;
    expect(tracked.tracking).toMatchObject({ carrier: 'UPS', tracking_status: 'DELIVERED' });

    const { accounts } = sandbox.db();
    accounts.users.push({ ...accounts.users[0], id: 77, email: 'returning@example.com' });
    const copied = await sandbox.app.request('/__sandbox/past-orders', { method: 'POST', body: JSON.stringify({ email: 'returning@example.com' }), headers: { 'content-type': 'application/json' } });
    const { data: numbers } = await json<{ data: number[] }>(copied);
    expect(numbers).toEqual([10001, 10002, 10003]);
    const theirs = sandbox.db().commerce.orders.filter((order) => order.user_id === 77);
    expect(theirs.map((order) => [order.order_id, order.items.length, order.take_by_myself])).toEqual([[10001, 1, 1], [10002, 2, 1], [10003, 3, 0]]);
    expect(sandbox.db().commerce.orders.filter((order) => order.user_id === demo.userId)).toHaveLength(3);
  });
});
