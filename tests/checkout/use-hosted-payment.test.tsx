import { act, renderHook, waitFor } from '../render';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_NOT_FOUND_MESSAGE } from '@sandbox/commerce/order-book';
import { NETWORK_ERROR_MESSAGE } from '@/shared/api/errors';
import { selectBasketLines } from '@/modules/basket/basket-slice';
import { PAYMENT_FAILED_MESSAGE, useHostedPayment } from '@/modules/checkout/use-hosted-payment';
import { readPendingOrder } from '@/modules/checkout/pending-order';
import { SERVER_WAIT } from '../auth/harness';
import { BROWSER_ORIGIN, server } from '../msw/server';
import {
  catchHostedFormTokens,
  chargeCard,
  customerWithBasket,
  DECLINED_CARD,
  formLoadsHash,
  formPosts,
  HELD_ZIP,
  APPROVED_CARD,
  orderOf,
  transactQuery,
} from './payment-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The hook as the payment modal uses it, after Pay (pickup, no coupon): the card form is open. */
async function openCardForm({ watchMs = 60_000 } = {}) {
  const { store } = await customerWithBasket();
  const tokens = catchHostedFormTokens();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useHostedPayment(selectBasketLines(store.getState()), { watchMs }), { wrapper });
  await act(() => hook.result.current.pay(null, ''));
  expect(hook.result.current.phase).toBe('card');
  const orderId = hook.result.current.pendingOrderId!;
  return { store, hook, token: tokens[0], orderId, result: () => hook.result.current };
}

describe('useHostedPayment', () => {
  it('approved: the form posts transactResponse, the dashboard says paid, the confirmation shows', async () => {
    const { token, orderId, result, store } = await openCardForm();
    const { response } = await chargeCard(token);
    act(() => formPosts(transactQuery(response)));
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation).toMatchObject({ held: false, order: { order_id: orderId, status: 'paid', transId: response!.transId } });
    expect(result().error).toBeNull();
    await waitFor(() => expect(selectBasketLines(store.getState())).toEqual([]), SERVER_WAIT);
    expect(readPendingOrder()).toBeNull();
  });

  it('held for review: the order as the dashboard has it (held), delivered through the URL hash', async () => {
    const { token, orderId, result } = await openCardForm();
    const { response } = await chargeCard(token, { ...APPROVED_CARD, zip: HELD_ZIP });
    act(() => formLoadsHash(transactQuery(response)));
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation).toMatchObject({ held: true, order: { order_id: orderId, status: 'held' } });
  });

  it('declined: the form keeps the customer, no message arrives, the order stays payable', async () => {
    const { token, orderId, result } = await openCardForm({ watchMs: 30 });
    expect(await chargeCard(token, DECLINED_CARD)).not.toHaveProperty('response');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result().phase).toBe('card');
    expect(orderOf(orderId)).toBe('pending');
    await chargeCard(token);
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
  });

  it('a declined transactResponse that does reach the page says so and returns to Pay, after asking the dashboard', async () => {
    const { orderId, result } = await openCardForm();
    act(() => formPosts(transactQuery({ transId: '0', responseCode: '2', totalAmount: '1.00' })));
    await waitFor(() => expect(result().error).toBe(PAYMENT_FAILED_MESSAGE), SERVER_WAIT);
    expect(result().phase).toBe('choose');
    expect(orderOf(orderId)).toBe('pending');
  });

  it('cancel: the order is cancelled and Pay shows again', async () => {
    const { orderId, result } = await openCardForm();
    act(() => formPosts('action=cancel'));
    expect(result().phase).toBe('choose');
    await waitFor(() => expect(orderOf(orderId)).toBe('cancelled'), SERVER_WAIT);
  });

  it('lost message: the card was charged but nothing arrived; the open form is settled from the dashboard', async () => {
    const { token, orderId, result } = await openCardForm({ watchMs: 50 });
    await chargeCard(token);
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation).toMatchObject({ held: false, order: { order_id: orderId, status: 'paid' } });
  });

  it('lost message: closing asks the dashboard first and shows the paid order instead of cancelling it', async () => {
    const { token, orderId, result } = await openCardForm();
    await chargeCard(token);
    let closed = true;
    await act(async () => {
      closed = await result().close();
    });
    expect(closed).toBe(false);
    expect(result().phase).toBe('done');
    expect(orderOf(orderId)).toBe('paid');
  });

  it('closing an unpaid form cancels the order', async () => {
    const { orderId, result } = await openCardForm();
    await act(async () => expect(await result().close()).toBe(true));
    await waitFor(() => expect(orderOf(orderId)).toBe('cancelled'), SERVER_WAIT);
  });

  it('closing after a reported transaction the dashboard has not recorded yet does not cancel the order', async () => {
    const { token, orderId, result, hook } = await openCardForm();
    act(() => formPosts(transactQuery({ transId: '42', responseCode: '1', totalAmount: '1.00' })));
    await waitFor(() => expect(result().settling).toEqual({ kind: 'pending' }), SERVER_WAIT);
    await act(async () => expect(await result().close()).toBe(true));
    hook.unmount();
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(orderOf(orderId)).toBe('pending');
    // The provider's charge still lands on the order.
    await chargeCard(token);
    expect(orderOf(orderId)).toBe('paid');
  });

  it('a response without responseCode or totalAmount is logged and settled from the dashboard', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token, result } = await openCardForm();
    const { response } = await chargeCard(token);
    act(() => formPosts(transactQuery({ transId: response!.transId })));
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation?.order.status).toBe('paid');
    expect(logged).toHaveBeenCalledWith('The hosted payment form sent no readable transaction response.');
  });

  it('a message a stranger posts into the communicator changes nothing', async () => {
    const orderCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url === `${BROWSER_ORIGIN}/api/order`) orderCalls.push(request.url);
    });
    const { orderId, result } = await openCardForm();
    act(() => {
      formPosts(transactQuery({ transId: '1', responseCode: '1', totalAmount: '0.01' }), 'https://evil.example');
      formPosts('action=cancel', 'https://test.authorize.net.evil.example');
      formPosts('action=resizeWindow&width=1&height=9999', 'http://accept.authorize.net');
    });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { source: 'accept-hosted', channel: 'hash', action: 'cancel' } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result()).toMatchObject({ phase: 'card', frameHeight: null });
    expect(orderCalls).toEqual([]);
    expect(orderOf(orderId)).toBe('pending');
    server.events.removeAllListeners('request:start');
  });

  it('dashboard down while settling: a clear message, nothing lost, and Check again settles it', async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/order`, () => HttpResponse.error(), { once: true }));
    const { token, orderId, result, store } = await openCardForm();
    const { response } = await chargeCard(token);
    act(() => formPosts(transactQuery(response)));
    await waitFor(() => expect(result().settling).toEqual({ kind: 'unreachable', reason: NETWORK_ERROR_MESSAGE }), SERVER_WAIT);
    expect(result().phase).toBe('settling');
    expect(selectBasketLines(store.getState())).toHaveLength(1);
    expect(readPendingOrder()).toBe(orderId);

    act(() => result().checkAgain());
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation?.order.status).toBe('paid');
  });

  it("the dashboard's refusal is shown as it says it", async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/order`, () => HttpResponse.json({ message: ORDER_NOT_FOUND_MESSAGE }, { status: 404 })));
    const { result } = await openCardForm();
    act(() => formPosts(transactQuery({ transId: '5', responseCode: '1', totalAmount: '1.00' })));
    await waitFor(() => expect(result().error).toBe(ORDER_NOT_FOUND_MESSAGE), SERVER_WAIT);
    expect(result().phase).toBe('choose');
  });

  it('pending on the dashboard after a message: says it is confirming and checks again on request', async () => {
    const { token, orderId, result } = await openCardForm();
    // The message arrives before the dashboard has recorded the charge.
    act(() => formPosts(transactQuery({ transId: '99', responseCode: '1', totalAmount: '1.00' })));
    await waitFor(() => expect(result().settling).toEqual({ kind: 'pending' }), SERVER_WAIT);
    await chargeCard(token);
    act(() => result().checkAgain());
    await waitFor(() => expect(result().phase).toBe('done'), SERVER_WAIT);
    expect(result().confirmation?.order.order_id).toBe(orderId);
  });
});
