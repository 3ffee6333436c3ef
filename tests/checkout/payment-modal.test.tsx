import { screen, waitFor, within } from '../render';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentModal from '@/modules/checkout/components/PaymentModal';
import { selectBasketLines } from '@/modules/basket/basket-slice';
import { renderWithStore, SERVER_WAIT } from '../auth/harness';
import { BROWSER_ORIGIN, server } from '../msw/server';
import {
  APPROVED_CARD,
  catchHostedFormTokens,
  chargeCard,
  customerWithBasket,
  DECLINED_CARD,
  formLoadsHash,
  formPosts,
  HELD_ZIP,
  orderOf,
  transactQuery,
} from './payment-fixtures';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const SUCCESS = 'Your payment has been successfully completed.';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The payment modal after the policy and Pay (pickup): the card form's iframe is showing. */
async function openCardForm() {
  const { store } = await customerWithBasket();
  const tokens = catchHostedFormTokens();
  const onClose = vi.fn();
  const { user } = renderWithStore(<PaymentModal onClose={onClose} />, store);
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox', { name: /accept the order processing and shipping policy/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(await within(dialog).findByTitle('Card payment', {}, SERVER_WAIT)).toBeInTheDocument();
  // The token is posted into the frame by an effect after the frame shows: wait for that post.
  await waitFor(() => expect(tokens).toHaveLength(1), SERVER_WAIT);
  const orderId = Number(window.localStorage.getItem('checkout_pending_order'));
  return { store, user, dialog, token: tokens[0], orderId, onClose };
}

// Each test signs in, fills a basket and walks the modal: slow on a loaded machine.
describe('PaymentModal: paying in the hosted form', { timeout: 40_000 }, () => {
  it('approved (postMessage): the success text, the order number and what happens next', async () => {
    const { dialog, token, orderId, store } = await openCardForm();
    const { response } = await chargeCard(token);
    formPosts(transactQuery(response));
    expect(await within(dialog).findByText(SUCCESS, {}, SERVER_WAIT)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    expect(within(dialog).queryByTitle('Card payment')).toBeNull();
    await waitFor(() => expect(selectBasketLines(store.getState())).toEqual([]), SERVER_WAIT);
  });

  it('held (URL hash): says the payment is under review', async () => {
    const { dialog, token } = await openCardForm();
    const { response } = await chargeCard(token, { ...APPROVED_CARD, zip: HELD_ZIP });
    formLoadsHash(transactQuery(response));
    expect(await within(dialog).findByText(/under review.*within one business day/, {}, SERVER_WAIT)).toBeVisible();
    expect(within(dialog).queryByText(SUCCESS)).toBeNull();
  });

  it('declined: the card form stays, nothing else changes', async () => {
    const { dialog, token, orderId } = await openCardForm();
    await chargeCard(token, DECLINED_CARD);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByTitle('Card payment')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(orderOf(orderId)).toBe('pending');
  });

  it('cancel: back to Pay, the order cancelled, the basket kept', async () => {
    const { dialog, orderId, store } = await openCardForm();
    formPosts('action=cancel');
    expect(await within(dialog).findByRole('button', { name: 'Pay' })).toBeEnabled();
    await waitFor(() => expect(orderOf(orderId)).toBe('cancelled'), SERVER_WAIT);
    expect(selectBasketLines(store.getState())).toHaveLength(1);
  });

  it('lost message: closing after the card was charged shows the paid order instead of closing', async () => {
    const { dialog, token, orderId, user, onClose } = await openCardForm();
    await chargeCard(token);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText(SUCCESS, {}, SERVER_WAIT)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(orderOf(orderId)).toBe('paid');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("a stranger's message is ignored: the form stays and the order is untouched", async () => {
    const { dialog, orderId } = await openCardForm();
    formPosts(transactQuery({ transId: '1', responseCode: '1', totalAmount: '0.01' }), 'https://evil.example');
    formPosts('action=cancel', 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).getByTitle('Card payment')).toBeInTheDocument();
    expect(within(dialog).queryByText(SUCCESS)).toBeNull();
    expect(orderOf(orderId)).toBe('pending');
  });

  it('dashboard down while settling: says so, keeps the basket, and Check again finishes', async () => {
    const { dialog, token, user, store } = await openCardForm();
    const { response } = await chargeCard(token);
    server.use(http.post(`${BROWSER_ORIGIN}/api/order`, () => new HttpResponse(null, { status: 502 }), { once: true }));
    formPosts(transactQuery(response));
    const alert = await within(dialog).findByRole('alert', {}, SERVER_WAIT);
    expect(alert).toHaveTextContent('We could not confirm your payment yet. Your basket is kept');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(selectBasketLines(store.getState())).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText(SUCCESS, {}, SERVER_WAIT)).toBeVisible();
  });

  it('a message before the dashboard knows: confirming, then Check again shows the paid order', async () => {
    const { dialog, token, user } = await openCardForm();
    formPosts(transactQuery({ transId: '77', responseCode: '1', totalAmount: '1.00' }));
    expect(await within(dialog).findByText(/We are confirming your payment/, {}, SERVER_WAIT)).toBeVisible();
    await chargeCard(token);
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText(SUCCESS, {}, SERVER_WAIT)).toBeVisible();
  });
});
