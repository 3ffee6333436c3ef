import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TRANSACTION_MISMATCH_MESSAGE } from '@sandbox/commerce/orders';
import { ORDER_NOT_FOUND_MESSAGE } from '@sandbox/commerce/order-book';
import { cancelOrder, createOrder, getOrder, reportTransaction } from '@/modules/checkout/api';
import { ApiError, normaliseError } from '@/shared/api/errors';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { watchDashboard } from '../door/dashboard-calls';
import { APPROVED_CARD, chargeCard, customerWithBasket, DECLINED_CARD, HELD_ZIP } from './payment-fixtures';

async function pendingOrder() {
  await customerWithBasket();
  return createOrder(null, null, '');
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (caught: unknown) => normaliseError(caught));

describe('checkout api: the order as the dashboard has it', () => {
  it('getOrder (POST /order) reads a new order as pending with its money', async () => {
    const { order_id } = await pendingOrder();
    const order = await getOrder(order_id);
    expect(order).toMatchObject({ order_id, status: 'pending', transId: null, take_by_myself: 1 });
    expect(order.total).toBeCloseTo(order.subtotal + order.shipping_amount + order.tax + order.packaging_price, 2);
  });

  it('approved: the charge alone makes the order paid, before any storefront call', async () => {
    const { order_id, token } = await pendingOrder();
    const { response } = await chargeCard(token);
    expect(await getOrder(order_id)).toMatchObject({ status: 'paid', transId: response!.transId });
  });

  it('held: a charge held for review reads as held', async () => {
    const { order_id, token } = await pendingOrder();
    await chargeCard(token, { ...APPROVED_CARD, zip: HELD_ZIP });
    expect((await getOrder(order_id)).status).toBe('held');
  });

  it('declined: the order stays pending', async () => {
    const { order_id, token } = await pendingOrder();
    await chargeCard(token, DECLINED_CARD);
    expect((await getOrder(order_id)).status).toBe('pending');
  });

  it('cancel: the browser POSTs to the door, which makes the dashboard’s GET /order/cancel', async () => {
    const { order_id } = await pendingOrder();
    cancelOrder(order_id);
    await vi.waitFor(async () => expect((await getOrder(order_id)).status).toBe('cancelled'));
  });

  it('cancel: a GET to the door (a link on another site) is refused and cancels nothing', async () => {
    const { order_id } = await pendingOrder();
    const link = await fetch(`${BROWSER_ORIGIN}/api/order/cancel?order_id=${order_id}`);
    expect(link.status).toBe(404);
    expect((await getOrder(order_id)).status).toBe('pending');
  });

  it("another customer's or an unknown order is 404 with the dashboard's message", async () => {
    await pendingOrder();
    expect(await failureOf(getOrder(999_999))).toMatchObject({ status: 404, message: ORDER_NOT_FOUND_MESSAGE });
  });

  it('dashboard down: a status-0 ApiError with a message the customer can read', async () => {
    const { order_id } = await pendingOrder();
    server.use(http.post(`${BROWSER_ORIGIN}/api/order`, () => HttpResponse.error()));
    const failure = await failureOf(getOrder(order_id));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure?.status).toBe(0);
    expect(failure?.message).toMatch(/network error/i);
  });

  it('reportTransaction accepts the transaction the form reported, with or without its code, and refuses another', async () => {
    const { order_id, token } = await pendingOrder();
    const { response } = await chargeCard(token);
    await expect(reportTransaction(order_id, response!.transId, '1')).resolves.toBeUndefined();
    await expect(reportTransaction(order_id, response!.transId, null)).resolves.toBeUndefined();
    expect(await failureOf(reportTransaction(order_id, 'forged', '1'))).toMatchObject({ status: 422, message: TRANSACTION_MISMATCH_MESSAGE });
    expect(await failureOf(reportTransaction(order_id, response!.transId, '4'))).toMatchObject({ status: 422 });
  });

  it('reportTransaction POSTs to the door, which makes the dashboard’s GET; a GET to the door (a link or image elsewhere) never reaches it', async () => {
    const { order_id, token } = await pendingOrder();
    const { response } = await chargeCard(token);
    const dashboard = watchDashboard();
    try {
      const link = await fetch(`${BROWSER_ORIGIN}/api/order/status?order_id=${order_id}&transId=${response!.transId}&responseCode=1`);
      expect(link.status).toBe(404);
      expect(dashboard.count('GET /api/order/status')).toBe(0);
      await reportTransaction(order_id, response!.transId, '1');
      expect(dashboard.count('GET /api/order/status')).toBe(1);
      expect(dashboard.count('POST /api/order/status')).toBe(0);
    } finally {
      dashboard.stop();
    }
  });
});
