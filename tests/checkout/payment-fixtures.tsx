/**
 * The checkout's payment as a browser meets it, over the in-process sandbox: a signed-in customer
 * with a line in the basket, the hosted form's token caught where the browser would post it,
 * the card charged at the sandbox's form, and the form's messages delivered to this window
 * through the real public/iframe-communicator.html.
 */
import { vi } from 'vitest';
import type { Order } from '@/modules/checkout/contract';
import { refreshBasket } from '@/modules/basket/refresh-basket';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { signedInStore } from '../auth/harness';
import { loadCommunicator } from '../payment/communicator-harness';
import { SANDBOX_ORIGIN, sandbox } from '../msw/server';

export const APPROVED_CARD = { cardNumber: '4111111111111111', expirationDate: '1230', cardCode: '123', zip: '06604' };
export const HELD_ZIP = '46203';
export const DECLINED_CARD = { ...APPROVED_CARD, cardNumber: '4000000000000002' };
/** A sender the storefront accepts posts from (Authorize.Net's sandbox form host). */
export const AUTHORIZE_NET = 'https://test.authorize.net';

/** The demo customer, signed in, with one line of oil in the basket and in the store. */
export async function customerWithBasket() {
  const signed = await signedInStore();
  const oil = await productBySlug(OIL_SLUG);
  await addLine(oil, discountablePrice(oil), 1);
  await refreshBasket(signed.store.dispatch);
  return signed;
}

/** The tokens the checkout posts to the hosted form (jsdom cannot navigate the iframe). */
export function catchHostedFormTokens(): string[] {
  const tokens: string[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    tokens.push(String(new FormData(this).get('token')));
  });
  return tokens;
}

/** What the customer does in the hosted form: the sandbox form's charge, as its Pay button sends it. */
export async function chargeCard(token: string, card = APPROVED_CARD): Promise<{ response?: { transId: string; responseCode: string; totalAmount: string } }> {
  const reply = await fetch(`${SANDBOX_ORIGIN}/payment/payment/charge`, { method: 'POST', body: new URLSearchParams({ token, ...card }) });
  return (await reply.json()) as { response?: { transId: string; responseCode: string; totalAmount: string } };
}

/** Delivers to this window what the communicator hands on, as the browser would. */
function toThisWindow({ message, targetOrigin }: { message: unknown; targetOrigin: string }) {
  window.dispatchEvent(new MessageEvent('message', { origin: targetOrigin, data: message }));
}

const communicatorUrl = () => `${window.location.origin}/iframe-communicator.html`;

/** The hosted form posts `query` into the communicator frame, from `sender`. */
export function formPosts(query: string, sender = AUTHORIZE_NET) {
  loadCommunicator(communicatorUrl(), toThisWindow).receive(query, sender);
}

/** The hosted form loads the communicator with `query` in its hash. */
export function formLoadsHash(query: string) {
  loadCommunicator(`${communicatorUrl()}#${query}`, toThisWindow);
}

export const transactQuery = (response: unknown) => `action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`;

export const orderOf = (orderId: number): Order['status'] | undefined =>
  sandbox.db().commerce.orders.find((order) => order.order_id === orderId)?.status;
