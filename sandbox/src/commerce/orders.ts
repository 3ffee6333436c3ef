import { Hono, type Context } from 'hono';
import type { SandboxEnv } from '../env';
import { fail, readForm, text, type Form } from '../http';
import { requireUser } from '../identity';
import { answerLanguage } from '../i18n/language';
import { localiseOrderDetail } from '../i18n/localise';
import { jobsOn } from '../jobs/access';
import {
  findOrder,
  jobFieldsOf,
  ORDER_NOT_FOUND_MESSAGE,
  orderDetail,
  paymentHistory,
  publicOrder,
  revokePaymentTokens,
  settleOrder,
} from './order-book';
import { createOrder } from './order-create';
import type { OrderRecord } from './state';

export const TRANSACTION_MISMATCH_MESSAGE = 'The payment does not match this order.';

export const orderRoutes = new Hono<SandboxEnv>();

orderRoutes.use('/order/*', requireUser);
orderRoutes.use('/order', requireUser);
orderRoutes.use('/basket/stripe', requireUser);
orderRoutes.use('/basket/payments', requireUser);

/** The order's reference and job while the dashboard has the jobs extension for this customer. */
const withJob = <T extends object>(c: Context<SandboxEnv>, order: OrderRecord, answer: T) =>
  jobsOn(c) ? { ...answer, ...jobFieldsOf(order) } : answer;

function ownOrder(c: Context<SandboxEnv>, source: Form | Record<string, string>) {
  const orderId = Number(text(source, 'order_id'));
  if (!orderId) return { error: fail(c, 422, 'order_id is required', { order_id: 'order_id is required' }) };
  const order = findOrder(c.get('db').commerce, c.get('identity').user!.id, orderId);
  return order ? { order } : { error: fail(c, 404, ORDER_NOT_FOUND_MESSAGE) };
}

orderRoutes.post('/order/create', createOrder);
/** the contract's "checkout form": the same call as /order/create under the dashboard's older name. */
orderRoutes.post('/basket/stripe', createOrder);

orderRoutes.post('/order', async (c) => {
  const found = ownOrder(c, await readForm(c));
  if (found.error) return found.error;
  const language = answerLanguage(c);
  return c.json({ data: withJob(c, found.order, localiseOrderDetail(orderDetail(found.order), language)) });
});

orderRoutes.get('/order/cancel', (c) => {
  const found = ownOrder(c, c.req.query());
  if (found.error) return found.error;
  const { order } = found;
  if (order.status === 'paid' || order.status === 'held') return fail(c, 422, 'A paid order cannot be cancelled.');
  order.status = 'cancelled';
  revokePaymentTokens(c.get('db').commerce, order.order_id);
  return c.json({ data: withJob(c, order, publicOrder(order)) });
});

/**
 * The status update after the card form's transactResponse (docs/contract.md §7, "GET /order/{url}"): the
 * dashboard checks the transaction with the provider, records it on the order and answers it.
 */
orderRoutes.get('/order/status', (c) => {
  const found = ownOrder(c, c.req.query());
  if (found.error) return found.error;
  const { order } = found;
  const { commerce } = c.get('db');
  const transId = c.req.query('transId') ?? '';
  const responseCode = c.req.query('responseCode');
  const transaction = commerce.transactions.find((t) => t.transId === transId && t.order_id === order.order_id);
  if (!transaction || (responseCode && responseCode !== transaction.responseCode)) {
    return fail(c, 422, TRANSACTION_MISMATCH_MESSAGE);
  }
  settleOrder(commerce, order, transaction);
  return c.json({ data: withJob(c, order, publicOrder(order)) });
});

orderRoutes.get('/basket/payments', (c) => {
  const language = answerLanguage(c);
  return c.json({ data: paymentHistory(c.get('db').commerce, c.get('identity').user!.id, jobsOn(c), language) });
});
