import { screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyForJobButton } from '@/modules/jobs/components/BuyForJobButton';
import { createOrder } from '@/modules/checkout/api';
import type { BasketLine } from '@/modules/basket/contract';
import type { Product } from '@/modules/catalogue/contract';
import { readCheckoutJob } from '@/modules/checkout/checkout-job';
import { fetchJob } from '@/modules/jobs/job-calls';
import { fetchOrder } from '@/modules/orders/buy-again';
import { takeNotice } from '@/modules/orders/buy-again-notice';
import { planBuyAgain } from '@/modules/orders/buy-again-plan';
import { selectCheckout } from '@/modules/checkout/checkout-slice';
import { sandbox } from '../msw/server';
import { signedInStore } from '../auth/harness';
import { renderCheckout } from '../checkout/checkout-harness';
import { renderShop } from '../product/harness';
import { MILLER_KITCHEN } from './harness';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const user = userEvent.setup({ delay: null });
const productOf = (slug: string) => structuredClone(sandbox.db().catalogue.products.find((p) => p.slug === slug)!) as Product;

describe('buy for the job: the plan', () => {
  it('puts each sold line in at its count, names a product no longer sold and stops a line at 10 beside the basket', async () => {
    await signedInStore();
    const job = await fetchJob(MILLER_KITCHEN);
    const [large, small, pads] = job.lines;
    const products = new Map<string, Product | null>([
      [large.slug, productOf(large.slug)],
      [pads.slug, null],
    ]);
    // The basket already holds 9 of the small tin.
    const basket = [{ products_id: small.products_id, priceData: { id: small.price_id }, color_ids: small.color_ids, count: 9 } as BasketLine];
    const plan = planBuyAgain([large, { ...small, count: 3 }, pads], products, basket);
    expect(plan.adds.map((add) => ({ price: add.fields.price_id, count: add.fields.count, capped: add.capped }))).toEqual([
      { price: large.price_id, count: large.count, capped: false },
      { price: small.price_id, count: 1, capped: true },
    ]);
    expect(plan.notSold).toEqual([pads.product_title]);
  });
});

describe('Buy for this job', { timeout: 60_000 }, () => {
  beforeEach(() => {
    push.mockClear();
    sessionStorage.clear();
  });

  it('fills the basket with the job’s lines, says so on the basket, and the checkout delivers to the site for the job', async () => {
    const { user: customer } = await signedInStore();
    const job = await fetchJob(MILLER_KITCHEN);
    const { store } = renderShop(<BuyForJobButton job={job} />, { user: customer });
    await user.click(screen.getByRole('button', { name: 'Buy for this job' }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/basket'), { timeout: 10_000 });

    expect(store.getState().basket.basketData.data.map((line) => [line.priceData.id, line.count])).toEqual(job.lines.map((line) => [line.price_id, line.count]));
    expect(takeNotice()).toMatchObject({ from: 'Miller kitchen', notSold: [], full: [] });
    expect(readCheckoutJob()).toEqual({ id: MILLER_KITCHEN, name: 'Miller kitchen', site: job.site });
    expect(selectCheckout(store.getState()).address).toMatchObject({ street1: '27 Orchard Road', city: 'Beverly', take_by_myself: 0 });
  });

  it('prefills the delivery address with the site after a reload, and can be let go of', async () => {
    await signedInStore();
    const job = await fetchJob(MILLER_KITCHEN);
    const { rememberCheckoutJob } = await import('@/modules/checkout/checkout-job');
    rememberCheckoutJob(job);
    const { buyAgain } = await import('@/modules/orders/buy-again');
    await buyAgain(job.lines);
    // A reload: the store is new, the tab's session storage is not.
    renderCheckout();
    await screen.findAllByRole('link', { name: job.lines[0].product_title }, { timeout: 10_000 });
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    await vi.waitFor(() => expect(checkout).toBeEnabled(), { timeout: 10_000 });
    await user.click(checkout);
    const dialog = await screen.findByRole('dialog', { name: 'Delivery' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('Street address')).toHaveValue('27 Orchard Road');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Laura');
    expect(within(dialog).getByText('Miller kitchen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not for this job' }));
    expect(within(dialog).queryByText('Miller kitchen')).not.toBeInTheDocument();
    expect(readCheckoutJob()).toBeNull();
  });

  it('makes the order for the job: POST /order/create with job_id gives it the job’s name as its reference', async () => {
    await signedInStore();
    const job = await fetchJob(MILLER_KITCHEN);
    const { buyAgain } = await import('@/modules/orders/buy-again');
    await buyAgain(job.lines);
    const { order_id } = await createOrder(null, null, '', MILLER_KITCHEN);
    expect(await fetchOrder(order_id)).toMatchObject({ reference: 'Miller kitchen', job_id: MILLER_KITCHEN });
    const plain = await createOrder(order_id, null, '');
    expect(await fetchOrder(plain.order_id)).toMatchObject({ reference: null, job_id: null });
  });
});
