import { Hono } from 'hono';
import { HOLIDAY_PROMOTION } from './catalogue/seed-media';
import { deliveryOf } from './commerce/payment-form';
import { DELIVERIES } from './commerce/payment-page-script';
import { seedDemoOrders } from './commerce/seed-orders';
import { promotionAroundToday, promotionBetween } from './commerce/promotion';
import type { SandboxEnv } from './env';
import { invalid } from './http';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Test and developer tools under /__sandbox: the mail outbox, a reset to the seed, the
 * promotion's window, how the card form delivers its messages to one customer, whether one customer
 * sees the jobs extension, and a copy of the demo customer's past orders for another customer (tests
 * that change a basket have one each).
 */
export function toolRoutes(reset: () => void) {
  const tools = new Hono<SandboxEnv>();
  tools.get('/outbox', (c) => c.json({ mails: c.get('db').outbox }));
  tools.post('/reset', (c) => {
    reset();
    return c.body(null, 204);
  });
  // { "window": "current" } (around today), { "window": "seed" } (2024), or { "starts_at", "ends_at" }.
  tools.post('/promotion', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { window?: string; starts_at?: string; ends_at?: string };
    const { catalogue } = c.get('db');
    if (body.window === 'current') catalogue.promotion = promotionAroundToday(HOLIDAY_PROMOTION);
    else if (body.window === 'seed') catalogue.promotion = { ...HOLIDAY_PROMOTION };
    else if (ISO_DAY.test(body.starts_at ?? '') && ISO_DAY.test(body.ends_at ?? '') && body.starts_at! <= body.ends_at!)
      catalogue.promotion = promotionBetween(HOLIDAY_PROMOTION, body.starts_at!, body.ends_at!);
    else return invalid(c, { window: 'Send window "current" or "seed", or starts_at and ends_at as YYYY-MM-DD' });
    return c.json({ data: catalogue.promotion });
  });
  // { "email", "delivery": "message" | "hash" | "lost" }: that customer's card forms from now on.
  tools.post('/payment-delivery', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; delivery?: string };
    const delivery = deliveryOf(body.delivery);
    const user = c.get('db').accounts.users.find((candidate) => candidate.email === body.email);
    if (!delivery) return invalid(c, { delivery: `Send one of ${DELIVERIES.join(', ')}` });
    if (!user) return invalid(c, { email: 'No customer with this e-mail' });
    c.get('db').commerce.paymentDeliveries.set(user.id, delivery);
    return c.json({ data: { email: user.email, delivery } });
  });
  // { "email", "enabled": false }: for that customer the dashboard has no jobs extension (docs/contract.md §10),
  // so one browser test sees a shop without jobs while the others, in parallel, keep theirs.
  tools.post('/jobs', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; enabled?: unknown };
    const user = c.get('db').accounts.users.find((candidate) => candidate.email === body.email);
    if (!user) return invalid(c, { email: 'No customer with this e-mail' });
    if (typeof body.enabled !== 'boolean') return invalid(c, { enabled: 'Send enabled as true or false' });
    const { hiddenFrom } = c.get('db').jobs;
    if (body.enabled) hiddenFrom.delete(user.id);
    else hiddenFrom.add(user.id);
    return c.json({ data: { email: user.email, enabled: body.enabled && c.get('options').jobs } });
  });
  // { "email" }: that customer gets the demo customer's seeded paid orders under new numbers.
  tools.post('/past-orders', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string };
    const { accounts, catalogue, commerce } = c.get('db');
    const user = accounts.users.find((candidate) => candidate.email === body.email);
    if (!user) return invalid(c, { email: 'No customer with this e-mail' });
    const copies = seedDemoOrders(catalogue).map((order) => ({
      ...order,
      order_id: commerce.nextOrderId++,
      user_id: user.id,
      job_id: null,
      reference: null,
      items: order.items.map((item) => ({ ...item, line_id: commerce.nextLineId++ })),
    }));
    commerce.orders.push(...copies);
    return c.json({ data: copies.map((order) => order.order_id) });
  });
  return tools;
}
