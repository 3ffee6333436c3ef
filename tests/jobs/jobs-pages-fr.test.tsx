import { render, screen } from '../render';
import { describe, expect, it, vi } from 'vitest';
import JobPage, { generateMetadata as jobMetadata } from '@/app/[locale]/account/jobs/[id]/page';
import JobsPage, { generateMetadata as jobsMetadata } from '@/app/[locale]/account/jobs/page';
import { StoreProvider } from '@/shared/store/StoreProvider';
import { cookieJar } from '../msw/server';
import { signedInStore } from '../auth/harness';
import { MILLER_KITCHEN, serverCookies } from './harness';

/** The jobs pages under /fr: French titles and links, the lines asked of the dashboard in French, sign-in in French. */

vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const inFrench = <T extends object>(more: T) => ({ params: Promise.resolve({ locale: 'fr', ...more }) });
const renderPage = (page: React.ReactElement) => render(<StoreProvider>{page}</StoreProvider>, { locale: 'fr' });
const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path};`) });

describe('the jobs pages in French', { timeout: 30_000 }, () => {
  it('are titled and linked in French, under /fr', async () => {
    await signedInStore();
    expect(await jobsMetadata(inFrench({}))).toMatchObject({ title: 'Chantiers', robots: { index: false } });
    expect(await jobMetadata(inFrench({ id: String(MILLER_KITCHEN) }))).toMatchObject({ title: 'Chantier' });

    renderPage(await JobsPage(inFrench({})));
    expect(screen.getByRole('heading', { level: 1, name: 'Chantiers' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Mon compte' })).toHaveAttribute('href', '/fr/account');
    expect(screen.getByRole('table', { name: 'Vos chantiers' })).toBeVisible();

    renderPage(await JobPage(inFrench({ id: String(MILLER_KITCHEN) })));
    expect(screen.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Chantiers' })).toHaveAttribute('href', '/fr/account/jobs');
  });

  it('send a visitor to the French sign-in, which comes back to the French page', async () => {
    cookieJar.clear();
    await expect(JobsPage(inFrench({}))).rejects.toEqual(redirectTo('/fr/sign-in?redirect=%2Ffr%2Faccount%2Fjobs'));
    await expect(JobPage(inFrench({ id: String(MILLER_KITCHEN) }))).rejects.toEqual(redirectTo(`/fr/sign-in?redirect=%2Ffr%2Faccount%2Fjobs%2F${MILLER_KITCHEN}`));
  });
});
