import 'server-only';
import type { OrderDetail } from '@/modules/orders/contract';
import { customerRead, type CookieJar } from '@/server/dashboard/customer-read';
import type { Locale } from '@/shared/i18n/locales';

export type OrderRead = { kind: 'order'; order: OrderDetail } | { kind: 'signed-out' } | { kind: 'missing' };

/**
 * POST /order for the order page, with the customer's own sign-in; another customer's order is "missing", as the dashboard answers it (404).
 * `locale`: the page's language, asked as Accept-Language (docs/contract.md §12), so its product names come in it when the dashboard has them.
 */
export async function readOrder(jar: CookieJar, orderId: number, locale?: Locale): Promise<OrderRead> {
  const read = await customerRead<OrderDetail>(jar, 'POST', 'order', { order_id: String(orderId) }, locale);
  return read.kind === 'found' ? { kind: 'order', order: read.data } : read;
}
