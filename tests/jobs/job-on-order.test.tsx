import { cleanup, screen, within } from '../render';
import { describe, expect, it, vi } from 'vitest';
import { PaymentHistory } from '@/modules/accounts/components/PaymentHistory';
import { JobView } from '@/modules/jobs/components/JobView';
import { OrderView } from '@/modules/orders/components/OrderView';
import { fetchJob } from '@/modules/jobs/job-calls';
import { fetchOrder } from '@/modules/orders/buy-again';
import { renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';
import { dashboardWithoutJobs, HARBOR_STREET, money } from './harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

/** The seeded order bought for the Harbor Street loft (sandbox/src/commerce/seed-orders.ts). */
const FOR_HARBOR_STREET = 9003;

describe('the job on the order', { timeout: 30_000 }, () => {
  it('the order page (the printed invoice) shows the reference with a way to the job, and links each line to its product', async () => {
    const { user: customer } = await signedInStore();
    const order = await fetchOrder(FOR_HARBOR_STREET);
    renderWithStore(<OrderView order={order} customer={customer} />);
    expect(screen.getByText('Reference:').closest('p')).toHaveTextContent('Reference: Harbor Street loft');
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/account/jobs/${HARBOR_STREET}`);
    const table = screen.getByRole('table', { name: 'Products' });
    for (const line of order.items) {
      expect(within(table).getByRole('link', { name: line.product_title })).toHaveAttribute('href', `/product/${line.slug}`);
    }
  });

  it('an order for no job has no reference', async () => {
    const { user: customer } = await signedInStore();
    renderWithStore(<OrderView order={await fetchOrder(9001)} customer={customer} />);
    expect(screen.queryByText('Reference:')).not.toBeInTheDocument();
  });

  it('the payment history has a Reference column on a dashboard with jobs, none without', async () => {
    await signedInStore();
    renderWithStore(<PaymentHistory />);
    const row = (await screen.findByRole('link', { name: `Order #${FOR_HARBOR_STREET}, view details` }, SERVER_WAIT)).closest('tr')!;
    expect(within(row).getByText('Harbor Street loft')).toHaveAttribute('data-label', 'Reference');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
    cleanup();

    await dashboardWithoutJobs();
    renderWithStore(<PaymentHistory />);
    await screen.findByRole('link', { name: `Order #${FOR_HARBOR_STREET}, view details` }, SERVER_WAIT);
    expect(screen.queryByRole('columnheader', { name: 'Reference' })).not.toBeInTheDocument();
    expect(screen.queryByText('Harbor Street loft')).not.toBeInTheDocument();
  });

  it('the job’s page lists its orders and what was spent on it', async () => {
    await signedInStore();
    const job = await fetchJob(HARBOR_STREET);
    const order = await fetchOrder(FOR_HARBOR_STREET);
    renderWithStore(<JobView initialJob={job} />);
    const table = screen.getByRole('table', { name: 'Orders for this job' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByRole('link', { name: `#${FOR_HARBOR_STREET}` })).toHaveAttribute('href', `/account/orders/${FOR_HARBOR_STREET}`);
    expect(rows[0]).toHaveTextContent('Harbor Street loft');
    expect(rows[0]).toHaveTextContent(money(order.total));
    expect(screen.getByText('Spent on this job').nextElementSibling).toHaveTextContent(money(order.total));
  });
});
