import { cleanup, render, screen, waitFor, within } from '../render';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import SharedJobPage from '@/app/[locale]/jobs/shared/[token]/page';
import { JobView } from '@/modules/jobs/components/JobView';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { renderWithStore, SERVER_WAIT } from '../auth/harness';
import { stampedPeer } from '../door/peer-stamp';
import { MILLER_KITCHEN, signedInWithJob } from './harness';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(stampedPeer('203.0.113.20')) }));

const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
const sharedPage = (token: string) => SharedJobPage({ params: Promise.resolve({ locale: 'en', token }) });
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

/** The owner makes a link on the job's page; returns the address the page showed. */
async function makeLink() {
  const { store, job } = await signedInWithJob();
  const view = renderWithStore(<JobView initialJob={job} />, store);
  await view.user.click(screen.getByRole('button', { name: 'Share with crew' }));
  const field = await screen.findByLabelText(/New crew link/, {}, SERVER_WAIT);
  return { ...view, link: (field as HTMLInputElement).value };
}

describe('site papers on the job’s page', { timeout: 60_000 }, () => {
  it('offers the job pack as a download of this job', async () => {
    const { store, job } = await signedInWithJob();
    renderWithStore(<JobView initialJob={job} />, store);
    const papers = screen.getByRole('region', { name: 'Site papers' });
    expect(within(papers).getByRole('link', { name: 'Download job pack' })).toHaveAttribute('href', `/account/jobs/${MILLER_KITCHEN}/pack`);
  });

  it('shares the job with the crew: a link shown once, with Copy, listed until revoked; a revoked link opens nothing', async () => {
    const { user, link } = await makeLink();
    expect(link).toMatch(new RegExp(`^${window.location.origin}/jobs/shared/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(link);
    const crew = render(await sharedPage(token));
    expect(within(crew.container).getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    crew.unmount();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy crew link' }));
    expect(writeText).toHaveBeenCalledWith(link);

    const links = screen.getByRole('list', { name: 'Share with the crew' });
    expect(within(links).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(links).getByRole('button', { name: /^Revoke link/ }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Share with the crew' })).not.toBeInTheDocument(), SERVER_WAIT);
    expect(screen.queryByLabelText(/New crew link/)).not.toBeInTheDocument();
    await expect(sharedPage(token)).rejects.toEqual(NOT_FOUND);
  });

  it('says why a link could not be made (the dashboard’s limit)', async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/jobs/share`, () => Response.json({ message: 'A job can have up to 5 crew links at a time. Revoke one to make another.' }, { status: 422 })));
    const { store, job } = await signedInWithJob();
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    await user.click(screen.getByRole('button', { name: 'Share with crew' }));
    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent('A job can have up to 5 crew links at a time. Revoke one to make another.');
  });

  it('leaves no share panel and no error when the dashboard has no crew links (404)', async () => {
    server.use(http.post(`${SANDBOX_ORIGIN}/api/jobs/share`, () => Response.json({ message: 'Not Found' }, { status: 404 })));
    const { store, job } = await signedInWithJob();
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    await user.click(screen.getByRole('button', { name: 'Share with crew' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Share with the crew' })).not.toBeInTheDocument(), SERVER_WAIT);
    expect(screen.queryByRole('button', { name: 'Share with crew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download job pack' })).toBeVisible();
  });
});

describe('the crew’s page', { timeout: 60_000 }, () => {
  it('shows the site, the products and their counts, and the papers, without prices, notes or orders', async () => {
    const { link } = await makeLink();
    cleanup();
    const token = tokenOf(link);
    const { container } = render(await sharedPage(token));
    expect(screen.getByText('27 Orchard Road')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Products for this job' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Nordwood Pure LED Hardwax Oil', 'Matte, 2.5 L', 'Natural Clear', '1'],
      ['Nordwood Pure LED Hardwax Oil', 'Matte, 1 L', 'Natural Clear', '1'],
      ['Nordwood Applicator and Buffing Pad Kit', 'Standard, Set of 3', '—', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Download job pack' })).toHaveAttribute('href', `/jobs/shared/${token}/pack`);
    expect(screen.getByRole('link', { name: 'Nordwood Pure LED Hardwax Oil: Safety data sheet' })).toHaveAttribute('href', '/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.pdf');
    expect(container.textContent).not.toMatch(/\$|side door|Total/);
  });

  it('is not found for an unknown, expired or differently spelled token, and asks the dashboard only for well-formed ones', async () => {
    const { link } = await makeLink();
    const token = tokenOf(link);
    const swapped = [...token].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    for (const spelling of [swapped, encodeURIComponent(token).replace(/[A-Za-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`), `${token}=`, token.slice(1), 'x'.repeat(43)]) {
      await expect(sharedPage(spelling), spelling).rejects.toEqual(NOT_FOUND);
    }
    const real = Date.now;
    sandbox.db().commerce.now = () => new Date(real() + 31 * 24 * 60 * 60 * 1000);
    await expect(sharedPage(token)).rejects.toEqual(NOT_FOUND);
  });
});
