import 'server-only';
import type { OrderDetail } from '@/modules/orders/contract';
import { customerRead, type CookieJar } from '@/server/dashboard/customer-read';

export type OrderRead = { kind: 'order'; order: OrderDetail } | { kind: 'signed-out' } | { kind: 'missing' };

/** POST /order for the order page, with the customer's own sign-in; another customer's order is "missing", as the dashboard answers it (404). */
export async function readOrder(jar: CookieJar, orderId: number): Promise<OrderRead> {
  const read = await customerRead<OrderDetail>(jar, 'POST', 'order', { order_id: String(orderId) });
  return read.kind === 'found' ? { kind: 'order', order: read.data } : read;
}
