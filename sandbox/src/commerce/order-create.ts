import type { Context } from 'hono';
import type { ShippoRate } from '@/modules/checkout/contract';
import type { SandboxEnv } from '../env';
import { fail, readForm, text, type Form } from '../http';
import { formLanguage } from '../i18n/language';
import { jobsOn, readId } from '../jobs/access';
import { JOB_NOT_FOUND_MESSAGE } from '../jobs/limits';
import { findCoupon } from './offers';
import { findOrder, issuePaymentToken, ORDER_NOT_FOUND_MESSAGE } from './order-book';
import { quoteBasket } from './quote';
import type { IssuedRate, OrderRecord } from './state';
import { PICKUP_STATE_CODE, taxRateOf } from './tax-rates';

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty.';
export const INVALID_COUPON_MESSAGE = 'Invalid Coupon Code';
export const STALE_RATE_MESSAGE = 'This shipping option is no longer available. Please choose a shipping option again.';

/** The chosen rate, as issued by /shipping/get-rates (amount and tax are not taken from the client). */
function chosenRate(c: Context<SandboxEnv>, raw: string): IssuedRate | null | 'stale' {
  if (raw === '' || raw === 'null' || raw === 'undefined') return null;
  try {
    const sent = JSON.parse(raw) as Partial<ShippoRate> | null;
    if (sent === null) return null;
    return c.get('db').commerce.issuedRates.get(String(sent.object_id)) ?? 'stale';
  } catch {
    return 'stale';
  }
}

/** Where the card form reports back: the storefront that asked for the order. */
function storefrontOrigin(c: Context<SandboxEnv>): string {
  for (const candidate of [c.req.header('origin'), c.req.header('referer')]) {
    try {
      const url = new URL(candidate ?? '');
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return new URL(c.get('options').storefrontUrl).origin;
}

/** The caller's job the order is for (`job_id`, docs/contract.md §10); a dashboard without jobs ignores the field. */
function orderJob(c: Context<SandboxEnv>, form: Form): { job_id: number | null; reference: string | null } | 'unknown' {
  const id = jobsOn(c) ? readId(form, 'job_id') : undefined;
  if (id === undefined) return { job_id: null, reference: null };
  const userId = c.get('identity').user!.id;
  const job = c.get('db').jobs.jobs.find((j) => j.id === id && j.user_id === userId);
  return job ? { job_id: job.id, reference: job.name } : 'unknown';
}

/**
 * POST /order/create (and its alias POST /basket/stripe): prices the customer's basket with the
 * chosen shipping and coupon into a pending order (or refreshes the pending order_id sent) and
 * answers a card-form token valid PAYMENT_TOKEN_TTL_MS.
 */
export async function createOrder(c: Context<SandboxEnv>) {
  const { commerce } = c.get('db');
  const user = c.get('identity').user!;
  const form = await readForm(c);

  const records = commerce.userBaskets.get(user.id) ?? [];
  if (records.length === 0) return fail(c, 422, EMPTY_BASKET_MESSAGE);
  const code = text(form, 'coupon');
  const coupon = code ? findCoupon(commerce.coupons, code, commerce.now()) : null;
  if (code && !coupon) return fail(c, 422, INVALID_COUPON_MESSAGE, { coupon: INVALID_COUPON_MESSAGE });
  const rate = chosenRate(c, text(form, 'shipping'));
  if (rate === 'stale') return fail(c, 422, STALE_RATE_MESSAGE, { shipping: STALE_RATE_MESSAGE });
  const forJob = orderJob(c, form);
  if (forJob === 'unknown') return fail(c, 404, JOB_NOT_FOUND_MESSAGE);

  const orderId = Number(text(form, 'order_id'));
  const existing = orderId ? findOrder(commerce, user.id, orderId) : null;
  if (orderId && !existing) return fail(c, 404, ORDER_NOT_FOUND_MESSAGE);
  if (existing && existing.status !== 'pending') return fail(c, 422, 'This order can no longer be changed.');

  const quote = quoteBasket(c.get('db'), records, {
    coupon,
    shipping_amount: rate?.amount_usd ?? 0,
    tax_rate: rate?.tax_rate ?? taxRateOf('US', PICKUP_STATE_CODE),
  });
  const fields = {
    ...quote,
    coupon: coupon?.code ?? null,
    take_by_myself: rate ? 0 : 1,
    shipping: rate?.rate ?? null,
    address: rate ? (commerce.savedAddresses.get(user.id) ?? null) : null,
    tracking: null,
    ...forJob,
    storefront_origin: storefrontOrigin(c),
  } as const;
  // The shop's language (docs/contract.md §12): kept when valid, a refreshed order keeps its own otherwise.
  const language = formLanguage(text(form, 'language'));
  const order: OrderRecord = existing
    ? Object.assign(existing, fields)
    : {
        ...fields,
        order_id: commerce.nextOrderId++,
        user_id: user.id,
        status: 'pending',
        transId: null,
        created_at: commerce.now().toISOString(),
        paid_at: null,
      };
  if (language) order.language = language;
  if (!existing) commerce.orders.push(order);
  return c.json({ token: issuePaymentToken(commerce, order.order_id), order_id: order.order_id });
}
