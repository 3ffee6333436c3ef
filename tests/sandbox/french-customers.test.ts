// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { Caller, SLUGS, STOREFRONT, customer, freshSandbox, json, priceOf, productBySlug, variantForm, type Fields } from './commerce-fixtures';

let sandbox: SandboxApp;
let anonymous: Caller;

beforeEach(() => {
  ({ sandbox, anonymous } = freshSandbox());
});

const lastMail = () => sandbox.db().outbox.at(-1);
const signUp = (fields: Fields = {}) =>
  anonymous.post('/api/user/create', { first_name: 'Mélanie', last_name: 'Tremblay', email: 'melanie@example.com', password: 'Planchers-2026', ...fields });
const userOf = (email: string) => sandbox.db().accounts.users.find((u) => u.email === email);

describe('the customer’s language on sign-up and forgot-password', () => {
  it('mails a French confirmation link under /fr for language fr-CA, and keeps it on the account', async () => {
    expect((await signUp({ language: 'fr-CA' })).status).toBe(200);
    const mail = lastMail();
    expect(mail?.meta.link).toBe(`${STOREFRONT}/fr/confirm-email?token=${mail?.meta.token}`);
    expect(mail?.subject).toContain('Confirmez votre adresse courriel');
    expect(mail?.text).toContain('Bonjour Mélanie');
    expect(userOf('melanie@example.com')?.language).toBe('fr-CA');
  });

  it('signing up again while pending (the resent confirmation) follows the language sent', async () => {
    await signUp({ language: 'fr-CA' });
    await signUp({ language: 'en-US' });
    expect(lastMail()?.meta.link).toBe(`${STOREFRONT}/confirm-email?token=${lastMail()?.meta.token}`);
    await signUp({ language: 'FR-ca' });
    expect(lastMail()?.meta.link).toContain('/fr/confirm-email?token=');
    expect(userOf('melanie@example.com')?.language).toBe('fr-CA');
  });

  it('ignores any other language value: English links, nothing stored raw', async () => {
    for (const language of ['fr', 'de-DE', 'fr-CA<script>', ' ']) {
      expect((await signUp({ language })).status).toBe(200);
      expect(lastMail()?.meta.link.startsWith(`${STOREFRONT}/confirm-email?token=`)).toBe(true);
    }
    expect(userOf('melanie@example.com')).not.toHaveProperty('language');
  });

  it('keeps today’s English mail without the field', async () => {
    await signUp();
    expect(lastMail()?.meta.link).toBe(`${STOREFRONT}/confirm-email?token=${lastMail()?.meta.token}`);
    expect(lastMail()?.subject).toContain('Confirm your e-mail address');
  });

  it('mails the reset link under /fr when forgot-password says fr-CA', async () => {
    const reply = await anonymous.post('/api/user/forgot-password', { email: DEMO_CUSTOMER.email, language: 'fr-CA' });
    expect(await json(reply)).toEqual({ success: true, message: 'Check your email for further instructions.' });
    expect(lastMail()?.meta.link).toBe(`${STOREFRONT}/fr/reset-password?token=${lastMail()?.meta.token}`);
    expect(lastMail()?.subject).toContain('Réinitialisez votre mot de passe');
    expect(lastMail()?.text).toContain('choisir un nouveau mot de passe\u00a0:');
    await anonymous.post('/api/user/forgot-password', { email: DEMO_CUSTOMER.email, language: 'en-US' });
    expect(lastMail()?.meta.link).toBe(`${STOREFRONT}/reset-password?token=${lastMail()?.meta.token}`);
    await anonymous.post('/api/user/forgot-password', { email: DEMO_CUSTOMER.email, language: 'klingon' });
    expect(lastMail()?.meta.link).toContain(`${STOREFRONT}/reset-password?token=`);
  });
});

describe('orders in French', () => {
  async function orderWith(buyer: Caller, fields: Fields) {
    const product = productBySlug(sandbox, SLUGS.clearOil);
    await buyer.post('/api/basket/data', variantForm(product, priceOf(product, '1 L', 'Satin')));
    const reply = await buyer.post('/api/order/create', { order_id: '', shipping: '', coupon: '', ...fields });
    expect(reply.status).toBe(200);
    return ((await reply.json()) as { order_id: number }).order_id;
  }

  it('stores a valid language on the order and ignores anything else', async () => {
    const buyer = await customer(sandbox);
    const french = await orderWith(buyer, { language: 'fr-CA' });
    expect(sandbox.db().commerce.orders.find((o) => o.order_id === french)?.language).toBe('fr-CA');
    const other = await orderWith(buyer, { language: 'fr_FR' });
    expect(sandbox.db().commerce.orders.find((o) => o.order_id === other)).not.toHaveProperty('language');
  });

  it('answers an order’s lines in French, the retired product’s title too', async () => {
    const buyer = await customer(sandbox);
    const english = await json<{ data: OrderDetail }>(await buyer.post('/api/order', { order_id: 9002 }));
    expect(english.data.items.some((line) => 'locale' in line)).toBe(false);
    const reply = await buyer.request('/api/order', { method: 'POST', body: new URLSearchParams({ order_id: '9002' }), headers: { 'accept-language': 'fr-CA' } });
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    const { data } = await json<{ data: OrderDetail }>(reply);
    const retired = data.items.find((line) => line.slug === 'nordwood-classic-hardwax-oil');
    expect(retired).toMatchObject({ product_title: 'Huile-cire dure Nordwood Classic', tag_name: 'Satiné', type_name: '2,5\u00a0L', locale: 'fr-CA' });
    expect(data.total).toBe(english.data.total);
  });

  it('answers the payment history’s item titles in French', async () => {
    const buyer = await customer(sandbox);
    const reply = await buyer.request('/api/basket/payments', { headers: { 'accept-language': 'fr-CA,en;q=0.5' } });
    const { data } = await json<{ data: (PaymentHistoryItem & { items: { title: string; locale?: string }[] })[] }>(reply);
    const titles = data.flatMap((order) => order.items.map((item) => item.title));
    expect(titles).toContain('Huile d’entretien Nordwood — Satiné, 1\u00a0L');
    const english = await json<{ data: PaymentHistoryItem[] }>(await buyer.request('/api/basket/payments'));
    expect(english.data.flatMap((o) => o.items.map((i) => i.title))).toContain('Nordwood Maintenance Oil — Satin, 1 L');
  });
});
