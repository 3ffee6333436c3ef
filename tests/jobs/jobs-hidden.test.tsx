import { render, screen } from '../render';
import { describe, expect, it, vi } from 'vitest';
import AccountPage from '@/app/[locale]/account/page';
import JobPage from '@/app/[locale]/account/jobs/[id]/page';
import JobsPage from '@/app/[locale]/account/jobs/page';
import { jobsIfOffered } from '@/modules/jobs/api';
import { StoreProvider } from '@/shared/store/StoreProvider';
import { signedInStore } from '../auth/harness';
import { dashboardWithoutJobs, MILLER_KITCHEN, serverCookies } from './harness';

/** docs/contract.md §10 "Without the extension": a dashboard that answers 404 for the jobs calls shows no job feature. */

vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
const jobPage = (id: string) => JobPage({ params: Promise.resolve({ locale: 'en', id }) });
const renderPage = (page: React.ReactElement) => render(<StoreProvider>{page}</StoreProvider>);

describe('jobs on a dashboard with them', { timeout: 30_000 }, () => {
  it('the account page links to Jobs; the jobs pages render', async () => {
    await signedInStore();
    renderPage(await AccountPage({ params: Promise.resolve({ locale: 'en' }) }));
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your jobs' })).toHaveAttribute('href', '/account/jobs');
    expect(screen.getByRole('link', { name: 'Miller kitchen' })).toHaveAttribute('href', `/account/jobs/${MILLER_KITCHEN}`);
    renderPage(await JobsPage({ params: Promise.resolve({ locale: 'en' }) }));
    expect(screen.getByRole('table', { name: 'Your jobs' })).toBeVisible();
    renderPage(await jobPage(String(MILLER_KITCHEN)));
    expect(screen.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
  });

  it('answers not found for a job that is not the customer’s and for an id that is no number', async () => {
    await signedInStore();
    await expect(jobPage('999')).rejects.toEqual(NOT_FOUND);
    await expect(jobPage('1e1')).rejects.toEqual(NOT_FOUND);
  });
});

describe('jobs on a dashboard without them', { timeout: 30_000 }, () => {
  it('shows no Jobs card on the account page and answers not found for the jobs pages', async () => {
    await signedInStore();
    await dashboardWithoutJobs();
    expect(await jobsIfOffered()).toBeNull();
    renderPage(await AccountPage({ params: Promise.resolve({ locale: 'en' }) }));
    expect(screen.getByRole('heading', { name: 'Payment history' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /jobs/i })).not.toBeInTheDocument();
    await expect(JobsPage({ params: Promise.resolve({ locale: 'en' }) })).rejects.toEqual(NOT_FOUND);
    await expect(jobPage(String(MILLER_KITCHEN))).rejects.toEqual(NOT_FOUND);
  });
});
