import { render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import ListView, { generateMetadata } from '@/app/[locale]/products/view/[key]/page';
import { PRODUCTS_VIEW } from '@/modules/catalogue/list-query';
import type { SearchParams } from '@/modules/catalogue/list-query';
import { sandbox } from '../msw/server';

// The app router is not mounted in jsdom: record where the list navigates instead.
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => router.push.mockClear());

const keyOf = (params: SearchParams) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) [value ?? []].flat().forEach((v) => search.append(name, v));
  return PRODUCTS_VIEW.keyOfQuery(search);
};

/** /fr/products?<params>, as the proxy serves it. */
async function renderFrench(params: SearchParams = {}) {
  render(await ListView({ params: Promise.resolve({ locale: 'fr', key: keyOf(params) }) }), { locale: 'fr' });
}

const catalogue = () => sandbox.db().catalogue.products;

describe('/fr/products', () => {
  it('names the list, its count and its pages in French, with links that stay under /fr', async () => {
    await renderFrench();
    expect(screen.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeInTheDocument();
    expect(screen.getByText(`${catalogue().length} produits`, { exact: false })).toHaveTextContent(`· page 1 de 2`);
    // The pagination's own words are the kit's (kit.client.pagination); its links are this list's, under /fr.
    const pagination = screen.getByRole('navigation', { name: /Pagination/ });
    const pageLinks = within(pagination).getAllByRole('link');
    expect(pageLinks.find((link) => link.textContent === '2')).toHaveAttribute('href', '/fr/products?page=2');
    expect(pageLinks.at(-1)).toHaveAttribute('href', '/fr/products?page=2');
  });

  it('writes prices as Quebec does and links each card to its French page', async () => {
    await renderFrench({ sort: 'price_asc' });
    const grid = screen.getByRole('list', { name: 'Tous les produits' });
    const cheapest = [...catalogue().filter((p) => p.price_type_data.length > 0)].sort((a, b) => a.price_from - b.price_from || a.id - b.id)[0];
    const card = within(grid).getAllByRole('article')[0];
    expect(card.textContent).toContain(`À partir de ${cheapest.price_from}\u00a0$\u00a0US`);
    // Its name is the dashboard's French title when it has one (docs/contract.md §12).
    expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/fr/product/${cheapest.slug}`);
  });

  it('marks the dashboard’s English names on a French page', async () => {
    await renderFrench();
    const grid = screen.getByRole('list', { name: 'Tous les produits' });
    for (const link of within(grid).getAllByRole('link')) {
      const product = catalogue().find((p) => p.title === link.textContent);
      if (!product) continue;
      expect(link.getAttribute('lang')).toBe(product.locale === 'fr-CA' ? null : 'en');
    }
  });

  it('offers the filters and sorts in French', async () => {
    await renderFrench({ categories: '1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Huile dure DEL Nordwood' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filtrer et trier les produits' })).toHaveAttribute('action', '/fr/products');
    expect(screen.getByRole('group', { name: 'Catégorie' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Huile dure DEL Nordwood' })).toBeChecked();
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nouveautés', 'Prix\u00a0: croissant', 'Prix\u00a0: décroissant', 'Nom']);
    expect(screen.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/fr/products');
  });

  it('navigates within the French list when a filter changes', async () => {
    const user = userEvent.setup();
    await renderFrench({ categories: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'Système d’huile UV-DEL Arboris' }));
    expect(router.push).toHaveBeenLastCalledWith('/fr/products?categories=1,3');
  });

  it('says in French when nothing matches', async () => {
    await renderFrench({ categories: '3', parent_id: '5' });
    expect(screen.getByText('Aucun produit ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByText('Essayez une autre catégorie ou parcourez toute la gamme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les produits' })).toHaveAttribute('href', '/fr/products');
  });

  it('has a French title and description, and its canonical address under /fr', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'fr', key: keyOf({ parent_id: '5', page: '2' }) }) });
    expect(metadata.title).toBe('Lampes de polymérisation DEL, page 2');
    expect(metadata.description).toMatch(/^Lampes de polymérisation DEL\u00a0: huiles dures/);
    expect(String(metadata.alternates?.canonical)).toMatch(/\/fr\/products\?parent_id=5&page=2$/);
  });
});
