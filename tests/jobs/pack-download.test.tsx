/**
 * A job pack refused (too many for this customer, or the shop busy making others) is said beside
 * the Download button, with the server's words, and the job's page stays; a pack given downloads
 * as its file.
 */
import { screen, waitFor, within } from '../render';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GET as ownerPackRoute } from '@/app/[locale]/account/jobs/[id]/pack/route';
import { JobView } from '@/modules/jobs/components/JobView';
import { forgetCachedSheets } from '@/modules/jobs/server/sheet-cache';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { renderWithStore, SERVER_WAIT } from '../auth/harness';
import { MILLER_KITCHEN, serverCookies, signedInWithJob } from './harness';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));

/** The storefront's pack route behind the browser's address, as the production server serves it. */
function servePacks() {
  server.use(
    http.get(`${BROWSER_ORIGIN}/account/jobs/:id/pack`, ({ request, params }) =>
      ownerPackRoute(request, { params: Promise.resolve({ locale: 'en', id: String(params.id) }) }),
    ),
  );
}

function catchDownloads() {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pack', revokeObjectURL: () => {} }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
  });
  return saved;
}

describe('the job pack’s button', { timeout: 60_000 }, () => {
  it('downloads the pack, then says why the next one is refused, beside the button', async () => {
    vi.stubEnv('DOOR_LIMIT_JOB_PACKS_PER_ACCOUNT', '1');
    onTestFinished(() => void vi.unstubAllEnvs());
    servePacks();
    const saved = catchDownloads();
    const { store, job } = await signedInWithJob();
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    const papers = screen.getByRole('region', { name: 'Site papers' });
    const button = within(papers).getByRole('link', { name: 'Download job pack' });
    expect(button).toHaveAttribute('href', `/account/jobs/${MILLER_KITCHEN}/pack`);

    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['job-pack-miller-kitchen.pdf']), SERVER_WAIT);
    expect(within(papers).queryByRole('alert')).toBeNull();

    await user.click(within(papers).getByRole('link', { name: 'Download job pack' }));
    const alert = await within(papers).findByRole('alert', {}, SERVER_WAIT);
    expect(alert).toHaveTextContent(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(job.name);
  });

  it('says the shop is busy when too many packs are being made at once', async () => {
    vi.stubEnv('JOB_PACK_MAX_IN_FLIGHT', '1');
    onTestFinished(() => void vi.unstubAllEnvs());
    servePacks();
    catchDownloads();
    // Another pack is being made: its first sheet (not in the sheet cache) is held on its way.
    forgetCachedSheets();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      http.get(`${SANDBOX_ORIGIN}/uploads/*`, async ({ request }) => {
        asked = true;
        await held;
        return sandbox.app.fetch(request);
      }),
    );
    const { store, job } = await signedInWithJob();
    const other = ownerPackRoute(new Request(`${BROWSER_ORIGIN}/account/jobs/${MILLER_KITCHEN}/pack`), { params: Promise.resolve({ locale: 'en', id: String(MILLER_KITCHEN) }) });
    await waitFor(() => expect(asked).toBe(true), SERVER_WAIT);

    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    const papers = screen.getByRole('region', { name: 'Site papers' });
    await user.click(within(papers).getByRole('link', { name: 'Download job pack' }));
    expect(await within(papers).findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(
      'Many job packs are being made right now. Try again in a few seconds.',
    );
    release();
    expect((await other).status).toBe(200);
  });
});
