import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SearchView, { generateMetadata } from '@/app/[locale]/search/view/[key]/page';
import { SearchField } from '@/modules/search/components/SearchField';
import { SEARCH_VIEW, searchQueryOf } from '@/modules/search/query';
import { createLimiter } from '@/server/door/limiter-store';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { BROWSER_ORIGIN, server } from '../msw/server';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router, usePathname: () => '/' }));
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));
const limiter = createLimiter({ keyPrefix: 'search-fr-combobox-test', points: 10_000, durationSeconds: 60 });
const asked: string[] = [];

beforeEach(() => {
  router.push.mockClear();
  asked.length = 0;
  server.use(
    http.get(`${BROWSER_ORIGIN}/api/search`, ({ request }) => {
      asked.push(request.url);
      return suggestAnswer(request, limiter);
    }),
  );
});

describe('the header’s search field in French', () => {
  it('asks the French catalogue, names its groups in French and opens the French results page', async () => {
    const user = userEvent.setup();
    render(<SearchField />, { locale: 'fr' });
    const form = screen.getByRole('search', { name: 'Rechercher dans la boutique' });
    expect(form).toHaveAttribute('action', '/fr/search');
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher' }));
    const combobox = await screen.findByRole('combobox', { name: 'Rechercher' });
    expect(combobox).toHaveAttribute('placeholder', 'Rechercher produits, couleurs, articles');
    await user.type(combobox, 'nordwood');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(new URL(asked.at(-1)!).searchParams.get('locale')).toBe('fr');
    const [products] = within(listbox).getAllByRole('group');
    expect(document.getElementById(products.getAttribute('aria-labelledby')!)).toHaveTextContent('Produits');
    expect(within(listbox).getByRole('option', { name: 'Voir tous les résultats pour «\u00a0nordwood\u00a0»' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenLastCalledWith('/fr/search?q=nordwood');
  });
});

const french = (query: string) => ({ params: Promise.resolve({ locale: 'fr', key: SEARCH_VIEW.keyOf({ query: searchQueryOf(query), page: 1 }) }) });

describe('/fr/search', () => {
  it('shows its results in French, each product under /fr', async () => {
    render(await SearchView(french('nordwood')), { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats de recherche pour «\u00a0nordwood\u00a0»' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ résultats?$/);
    const found = screen.getByRole('list', { name: 'Produits trouvés' });
    for (const link of within(found).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/fr\/product\//);
    expect(screen.getByRole('search', { name: 'Nouvelle recherche' })).toHaveAttribute('action', '/fr/search');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('says in French when nothing is found', async () => {
    render(await SearchView(french('zzqxw')), { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun résultat pour «\u00a0zzqxw\u00a0»' })).toBeInTheDocument();
    expect(screen.getByText('Essayez une autre orthographe ou moins de mots, ou parcourez une catégorie.')).toBeInTheDocument();
  });

  it('has a French title', async () => {
    const metadata = await generateMetadata(french('huile'));
    expect(metadata.title).toBe('Recherche\u00a0: huile');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/fr\/search\?q=huile$/);
  });
});
