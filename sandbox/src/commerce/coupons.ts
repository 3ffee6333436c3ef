import { Hono } from 'hono';
import type { CouponAnswer } from '@/modules/checkout/contract';
import type { SandboxEnv } from '../env';
import { fail, say } from '../http';
import { requireUser } from '../identity';
import { findCoupon } from './offers';
import { EMPTY_BASKET_MESSAGE, INVALID_COUPON_MESSAGE } from './order-create';
import { findOrder, ORDER_NOT_FOUND_MESSAGE, roundCents } from './order-book';
import { ownerKey } from './owner';
import { quoteBasket } from './quote';
import { PICKUP_STATE_CODE, taxRateOf } from './tax-rates';

export const couponRoutes = new Hono<SandboxEnv>();

/**
 * GET /default/coupon?code=..&orderId=..: what the basket costs with the coupon. With a pending
 * orderId the order's shipping and tax rate count; without one, the tax rate of the customer's
 * last rates lookup (Connecticut, the pickup state, if none) and no shipping.
 */
couponRoutes.get('/default/coupon', requireUser, (c) => {
  const { commerce } = c.get('db');
  const user = c.get('identity').user!;
  const code = (c.req.query('code') ?? '').trim();
  if (!code) return fail(c, 422, 'Coupon code is required', { code: 'Coupon code is required' });
  const orderId = Number(c.req.query('orderId') ?? '');
  const order = orderId ? findOrder(commerce, user.id, orderId) : null;
  if (orderId && !order) return fail(c, 404, ORDER_NOT_FOUND_MESSAGE);

  const coupon = findCoupon(commerce.coupons, code, commerce.now());
  if (!coupon) return c.json<CouponAnswer>({ message: say(c, INVALID_COUPON_MESSAGE) });
  const records = commerce.userBaskets.get(user.id) ?? [];
  if (records.length === 0) return fail(c, 422, EMPTY_BASKET_MESSAGE);

  const quote = quoteBasket(c.get('db'), records, {
    coupon,
    shipping_amount: order?.shipping_amount ?? 0,
    tax_rate:
      order?.tax_rate ??
      commerce.lastTaxRate.get(ownerKey({ kind: 'user', userId: user.id })) ??
      taxRateOf('US', PICKUP_STATE_CODE),
  });
  const discounts = quote.items.map((item) => ({ id: item.line_id, discount: item.discount }));
  return c.json<CouponAnswer>({
    total: quote.subtotal,
    tax: quote.tax,
    totalPrice: roundCents(quote.total),
    order_items_discounts: discounts,
  });
});
