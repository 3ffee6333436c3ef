import { api, toForm } from '@/shared/api/client';
import { callApi } from '@/shared/api/call';
import type { Address, CouponAnswer, Order, OrderCreateAnswer, RatesAnswer, RatesLookup, ShippingRate } from '@/modules/checkout/contract';
import { readRates } from './rates';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/** The checkout's calls (docs/contract.md §7). Loaded with the checkout modals only. */

/** POST /shipping/get-rates: the address form; pickup sends take_by_myself=1. Shippo's rates are read here, once. */
export async function getRates(address: Address): Promise<RatesLookup> {
  const { data } = await api.post<RatesAnswer>('/shipping/get-rates', toForm({ ...address }));
  return readRates(data);
}

/** POST /user/add-shipping: remembers the address for the next checkout (failures do not matter). */
export async function saveShippingAddress(address: Address): Promise<void> {
  await api.post('/user/add-shipping', toForm({ ...address })).catch(() => undefined);
}

/** GET /default/coupon with the pending order's id when there is one. */
export async function checkCoupon(code: string, orderId: number | null): Promise<CouponAnswer> {
  const { data } = await api.get<CouponAnswer>('/default/coupon', { query: { code, orderId: orderId ?? '' } });
  return data;
}

/**
 * POST /order/create: refreshes `orderId` when pending (one basket, one order); shipping null = pickup, else the rate as Shippo sent it.
 * `jobId`: the order is for that job (docs/contract.md §10), which gives it the job's name as its reference.
 * `language`: the customer's (docs/contract.md §12), for the dashboard's invoice and e-mails; a dashboard without it ignores it.
 */
export async function createOrder(
  orderId: number | null,
  rate: ShippingRate | null,
  coupon: string,
  jobId: number | null = null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderCreateAnswer> {
  const form = toForm({
    order_id: orderId ?? '',
    shipping: rate ? JSON.stringify(rate.source) : null,
    coupon,
    ...(jobId !== null && { job_id: jobId }),
    language: LANGUAGE_TAG[locale],
  });
  const { data } = await api.post<OrderCreateAnswer>('/order/create', form);
  return data;
}

/** POST /order: the order as the dashboard knows it; the only source of its payment state. */
export async function getOrder(orderId: number): Promise<Order> {
  const { data } = await api.post<{ data: Order }>('/order', toForm({ order_id: orderId }));
  return data.data;
}

/**
 * The dashboard's GET /order/{url} (the sandbox's /order/status): tells it which transaction the
 * card form reported, so it can check it with the provider. Its answer is not the order's state.
 * It records a payment, so it goes to the door as a POST, which asks the dashboard's GET.
 */
export async function reportTransaction(orderId: number, transId: string, responseCode: string | null): Promise<void> {
  await api.post('/order/status', toForm({ order_id: orderId, transId, ...(responseCode ? { responseCode } : {}) }));
}

/**
 * Cancels the pending order: POST to the door, which asks the dashboard's GET /order/cancel (a
 * GET to the door would let a link on another site cancel it). `keepalive` lets it finish while
 * the tab closes; failures are ignored because an unpaid order's token dies on its own after 15 minutes.
 */
export function cancelOrder(orderId: number): void {
  void callApi('/order/cancel', { body: toForm({ order_id: orderId }), keepalive: true }).catch(() => undefined);
}
