import { randomBytes } from 'node:crypto';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import type { Order } from '@/modules/checkout/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { PAYMENT_TOKEN_TTL_MS } from '@/shared/config/constants';
import type { LanguageTag } from '../i18n/language';
import { localisePaymentTitle } from '../i18n/localise';
import type { CommerceState, OrderRecord, TransactionRecord } from './state';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export function findOrder(commerce: CommerceState, userId: number, orderId: number): OrderRecord | null {
  return commerce.orders.find((o) => o.order_id === orderId && o.user_id === userId) ?? null;
}

/** The order as the storefront sees it (contract fields only). */
export function publicOrder(order: OrderRecord): Order {
  const { order_id, status, subtotal, shipping_amount, tax, packaging_price, total, coupon, take_by_myself, transId } = order;
  return { order_id, status, subtotal, shipping_amount, tax, packaging_price, total, coupon, take_by_myself, transId };
}

/** What the jobs extension adds to every order answer (docs/contract.md §10): absent on a dashboard without it. */
export const jobFieldsOf = (order: OrderRecord) => ({ reference: order.reference, job_id: order.job_id });

/** POST /order: the order with its lines, shipping and tracking (docs/contract.md §3 Order detail). */
export function orderDetail(order: OrderRecord): OrderDetail {
  const items = order.items.map((item) => {
    const line: Partial<typeof item> = { ...item };
    delete line.color_ids;
    delete line.title;
    return line as OrderDetail['items'][number];
  });
  const shipping_method = order.shipping
    ? { provider: order.shipping.provider, service: order.shipping.servicelevel?.name ?? order.shipping.name ?? order.shipping.provider }
    : null;
  return { ...publicOrder(order), created_at: order.created_at, paid_at: order.paid_at, items, address: order.address, shipping_method, tracking: order.tracking };
}

/** A fresh card-form token for the order; earlier ones stop working. Lives PAYMENT_TOKEN_TTL_MS. */
export function issuePaymentToken(commerce: CommerceState, orderId: number): string {
  revokePaymentTokens(commerce, orderId);
  const token = randomBytes(48).toString('base64url');
  commerce.paymentTokens.set(token, { order_id: orderId, expires_at: commerce.now().getTime() + PAYMENT_TOKEN_TTL_MS });
  return token;
}

export function revokePaymentTokens(commerce: CommerceState, orderId: number) {
  for (const [token, record] of commerce.paymentTokens) {
    if (record.order_id === orderId) commerce.paymentTokens.delete(token);
  }
}

/** The pending order a card-form token opens, or null when unknown, expired or no longer payable. */
export function orderForToken(commerce: CommerceState, token: string): OrderRecord | null {
  const record = commerce.paymentTokens.get(token);
  if (!record || record.expires_at < commerce.now().getTime()) return null;
  const order = commerce.orders.find((o) => o.order_id === record.order_id);
  return order?.status === 'pending' ? order : null;
}

/**
 * Records what the provider decided: approved → paid, held for review → held (a decline leaves
 * the order pending). Either way the ordered lines leave the basket and the order joins the history.
 */
export function settleOrder(commerce: CommerceState, order: OrderRecord, transaction: TransactionRecord) {
  if (order.status !== 'pending' || transaction.responseCode === '2') return;
  order.status = transaction.responseCode === '1' ? 'paid' : 'held';
  order.transId = transaction.transId;
  order.paid_at = transaction.created_at;
  revokePaymentTokens(commerce, order.order_id);
  const basket = commerce.userBaskets.get(order.user_id) ?? [];
  const ordered = new Set(order.items.map((item) => item.line_id));
  commerce.userBaskets.set(
    order.user_id,
    basket.filter((line) => !ordered.has(line.id)),
  );
}

/**
 * `withJobs`: each item also carries the order's reference and job (docs/contract.md §10).
 * `language`: the items' titles in the language asked (docs/contract.md §12); null: as stored.
 */
export function paymentHistory(commerce: CommerceState, userId: number, withJobs = false, language: LanguageTag | null = null): PaymentHistoryItem[] {
  return commerce.orders
    .filter((o) => o.user_id === userId && (o.status === 'paid' || o.status === 'held'))
    .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? '') || b.order_id - a.order_id)
    .map((o) => ({
      order_id: o.order_id,
      created_at: o.paid_at ?? o.created_at,
      total: o.total,
      status: o.status,
      transId: o.transId,
      items: o.items.map((item) => ({ ...localisePaymentTitle(item, item.title, language), count: item.count, price: item.discounted_price })),
      ...(withJobs ? jobFieldsOf(o) : {}),
    }));
}
