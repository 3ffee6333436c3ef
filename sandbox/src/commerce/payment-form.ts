import { Hono } from 'hono';
import type { TransactResponse } from '@/modules/checkout/contract';
import type { SandboxEnv } from '../env';
import { fail, readForm, text } from '../http';
import { checkCard } from './card-check';
import { orderForToken, settleOrder } from './order-book';
import { renderPaymentError, renderPaymentPage } from './payment-page';
import { DELIVERIES, type Delivery } from './payment-page-script';
import type { TransactionRecord } from './state';

export const COMMUNICATOR_PATH = '/iframe-communicator.html';
export const CHARGE_PATH = '/payment/payment/charge';
/** A Delivery (payment-page-script.ts) named by a test, or null. */
export const deliveryOf = (value: unknown): Delivery | null =>
  typeof value === 'string' && (DELIVERIES as readonly string[]).includes(value) ? (value as Delivery) : null;

export const EXPIRED_FORM_MESSAGE =
  'This payment form has expired or is no longer valid. Please close it and start the payment again.';

/**
 * The hosted card form look-alike (Authorize.Net Accept Hosted), served at the root like the
 * provider's https://test.authorize.net/payment/payment: the storefront posts `token` into its
 * iframe; the form charges through CHARGE_PATH and reports to the storefront's communicator.
 */
export const paymentFormRoutes = new Hono<SandboxEnv>();

paymentFormRoutes.use('/payment/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

paymentFormRoutes.post('/payment/payment', async (c) => {
  const token = text(await readForm(c), 'token');
  const order = token ? orderForToken(c.get('db').commerce, token) : null;
  if (!order) return c.html(renderPaymentError(EXPIRED_FORM_MESSAGE), 400);
  return c.html(
    renderPaymentPage({
      token,
      orderId: order.order_id,
      amount: order.total,
      communicatorUrl: `${order.storefront_origin}${COMMUNICATOR_PATH}`,
      chargeUrl: CHARGE_PATH,
      // Tests choose the channel per form (?delivery=) or per customer (POST /__sandbox/payment-delivery).
      delivery: deliveryOf(c.req.query('delivery')) ?? c.get('db').commerce.paymentDeliveries.get(order.user_id) ?? 'message',
    }),
  );
});

paymentFormRoutes.get('/payment/payment', (c) => c.html(renderPaymentError(EXPIRED_FORM_MESSAGE), 400));

paymentFormRoutes.post(CHARGE_PATH, async (c) => {
  const { commerce } = c.get('db');
  const form = await readForm(c);
  const order = orderForToken(commerce, text(form, 'token'));
  if (!order) return fail(c, 400, EXPIRED_FORM_MESSAGE);

  const outcome = checkCard(
    {
      cardNumber: text(form, 'cardNumber'),
      expirationDate: text(form, 'expirationDate'),
      cardCode: text(form, 'cardCode'),
      zip: text(form, 'zip'),
    },
    commerce.now(),
  );
  if (outcome.kind === 'invalid') {
    return fail(c, 422, Object.values(outcome.errors)[0] ?? 'Please check the card details.', outcome.errors);
  }

  const transaction: TransactionRecord = {
    transId: String(commerce.nextTransId++),
    order_id: order.order_id,
    responseCode: outcome.kind === 'approved' ? '1' : outcome.kind === 'held' ? '4' : '2',
    amount: order.total,
    card_last4: outcome.kind === 'declined' ? '' : outcome.last4,
    created_at: commerce.now().toISOString(),
  };
  commerce.transactions.push(transaction);
  if (outcome.kind === 'declined') return fail(c, 402, outcome.message);

  // The charge itself pays the order on the dashboard, as Authorize.Net's transaction (and its
  // webhook) reaches the real dashboard whether or not the storefront hears of it.
  settleOrder(commerce, order, transaction);
  const response: TransactResponse & Record<string, string> = {
    transId: transaction.transId,
    responseCode: transaction.responseCode as '1' | '4',
    totalAmount: order.total.toFixed(2),
    orderInvoiceNumber: String(order.order_id),
    accountType: outcome.accountType,
    accountNumber: `XXXX${outcome.last4}`,
    authCode: transaction.transId.slice(-6),
    dateTime: transaction.created_at,
  };
  return c.json({ response });
});
