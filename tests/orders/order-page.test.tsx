import { screen, within } from '../render';
import { describe, expect, it, vi } from 'vitest';
import { OrderView } from '@/modules/orders/components/OrderView';
import { readOrder } from '@/modules/orders/server/read-order';
import { api, toForm } from '@/shared/api/client';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { buyAgain, fetchOrder } from '@/modules/orders/buy-again';
import { cookieJar, SANDBOX_ORIGIN } from '../msw/server';
import { renderWithStore, signedInStore } from '../auth/harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

/** The demo customer's seeded orders (sandbox/src/commerce/seed-orders.ts). */
const SHIPPED = 9003;
const PICKUP = 9001;
const WITH_RETIRED = 9002;

const jarWith = (apiKey?: string) => ({ get: (name: string) => (name === AUTH_COOKIE && apiKey ? { value: apiKey } : undefined) });

async function signUpOther(): Promise<string> {
  const email = `other-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const form = new FormData();
  Object.entries({ first_name: 'Robin', last_name: 'Other', email, password: 'Other-pass-1' }).forEach(([k, v]) => form.set(k, v));
  await fetch(`${SANDBOX_ORIGIN}/api/user/create`, { method: 'POST', body: form });
  const { mails } = (await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/outbox`)).json()) as { mails: { to: string; meta: { token: string } }[] };
  const confirm = new FormData();
  confirm.set('token', mails.find((mail) => mail.to === email)!.meta.token);
  await fetch(`${SANDBOX_ORIGIN}/api/user/confirm-email`, { method: 'POST', body: confirm });
  const login = new FormData();
  Object.entries({ email, password: 'Other-pass-1' }).forEach(([k, v]) => login.set(k, v));
  return ((await (await fetch(`${SANDBOX_ORIGIN}/api/user/login`, { method: 'POST', body: login })).json()) as { auth_key: string }).auth_key;
}

describe('the order page', { timeout: 30_000 }, () => {
  it('shows a shipped order as charged: lines, variant, colours, discount, address, carrier, tracking and totals', async () => {
    const { user: customer } = await signedInStore();
    const order = await fetchOrder(SHIPPED);
    renderWithStore(<OrderView order={order} customer={customer} />);

    expect(screen.getByRole('heading', { level: 1, name: `Order #${SHIPPED}` })).toBeVisible();
    expect(screen.getByText('Placed October 28, 2026')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Nordwood Pure LED Hardwax Oil', 'Matte, 2.5 L', 'Natural Clear', '4', '$199', '5%', '$756'],
      ['Nordwood Tone LED Hardwax Oil', 'Satin, 1 L', expect.stringContaining(', '), '2', '$105', '5%', '$200'],
      ['LumaCure H4 Hand-Held LED Curing Lamp', 'Standard, Unit', '—', '1', '$2,450', '—', '$2,450'],
    ]);
    expect(screen.getByText('UPS Ground')).toBeVisible();
    expect(screen.getByText('1Z999AA10123456784')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Track with UPS' })).toHaveAttribute('href', order.tracking!.tracking_url_provider);
    expect(screen.getByText(/88 Harbor Street/)).toBeVisible();

    const totals = screen.getByText('Goods').closest('dl')!;
    const pairs = Object.fromEntries(
      within(totals).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    // Goods at full price 4×199 + 2×105 + 2450; the order's own subtotal, tax and total.
    expect(pairs).toEqual({
      Goods: '$3,456',
      Discount: '−$50',
      Packaging: '$12',
      Shipping: '$24',
      Tax: `$${Math.round(order.tax)}`,
      Total: `$${Math.round(order.total).toLocaleString('en-US')}`,
    });
    expect(order.subtotal).toBe(3406);
  });

  it('shows a pickup order with the pickup address and no tracking', async () => {
    const { user: customer } = await signedInStore();
    renderWithStore(<OrderView order={await fetchOrder(PICKUP)} customer={customer} />);
    expect(screen.getByRole('heading', { name: 'Pickup' })).toBeVisible();
    expect(screen.getAllByText(/1250 Barnum Avenue/)).toHaveLength(2);
    expect(screen.queryByText(/Tracking number/)).toBeNull();
  });

  it("reads the customer's own order on the server with their key; another customer's is missing", async () => {
    const { data } = await api.post<{ auth_key?: string }>('/user/login', toForm({ email: 'customer@example.com', password: 'Sandbox-pass-1', rememberMe: 0 }));
    expect(data.auth_key).toBeUndefined();
    const demoKey = cookieJar.get(AUTH_COOKIE)!.value;
    const own = await readOrder(jarWith(demoKey), SHIPPED);
    expect(own.kind === 'order' && own.order.items).toHaveLength(3);
    expect(await readOrder(jarWith(await signUpOther()), SHIPPED)).toEqual({ kind: 'missing' });
    expect(await readOrder(jarWith(), SHIPPED)).toEqual({ kind: 'signed-out' });
    expect(await readOrder(jarWith('forged-key'), SHIPPED)).toEqual({ kind: 'signed-out' });
    expect(await readOrder(jarWith(demoKey), 424242)).toEqual({ kind: 'missing' });
  });
});

describe('buy again through the door', { timeout: 30_000 }, () => {
  const basketNow = async () => (await api.post<BasketAnswer>('/basket')).data.basket.data.map((line) => [line.product.title, line.count]);

  it('adds the lines still sold at today’s prices, names the one no longer sold, and stops at 10', async () => {
    await signedInStore();
    const order: OrderDetail = await fetchOrder(WITH_RETIRED);
    const first = await buyAgain(order.items);
    expect(first.notSold).toEqual(['Nordwood Classic Hardwax Oil']);
    expect(first.added).toEqual([{ label: 'Nordwood Pure LED Hardwax Oil — Matte, 2.5 L', count: 6, capped: false }]);
    expect(await basketNow()).toEqual([['Nordwood Pure LED Hardwax Oil', 6]]);
    // Today's price, not the order's: the basket prices the line.
    expect(first.basket!.basket.data[0].price).toBe(199);

    const second = await buyAgain(order.items);
    expect(second.added).toEqual([{ label: 'Nordwood Pure LED Hardwax Oil — Matte, 2.5 L', count: 4, capped: true }]);
    expect(await basketNow()).toEqual([['Nordwood Pure LED Hardwax Oil', 10]]);

    const third = await buyAgain(order.items);
    expect(third).toMatchObject({ added: [], full: ['Nordwood Pure LED Hardwax Oil — Matte, 2.5 L'], basket: null });
    expect(MAX_QUANTITY_MESSAGE).toBe('If you want to order more than 10 products, please contact us.');
  });

  it('the retired product is gone from the catalogue (404) and another customer cannot read the order', async () => {
    expect((await fetch(`${SANDBOX_ORIGIN}/api/products/by-slug?slug=nordwood-classic-hardwax-oil`)).status).toBe(404);
    await expect(fetchOrder(WITH_RETIRED)).rejects.toMatchObject({ status: 401 });
  });
});
