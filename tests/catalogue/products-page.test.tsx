import { cleanup, render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import ListView from '@/app/[locale]/products/view/[key]/page';
import { PRODUCTS_VIEW } from '@/modules/catalogue/list-query';
import type { SearchParams } from '@/modules/catalogue/list-query';
import { sandbox } from '../msw/server';

// The app router is not mounted in jsdom: record where the list navigates instead.
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => router.push.mockClear());

/** /products?<params>, as the proxy serves it: the page of the query's list key. */
async function renderProducts(params: SearchParams = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) [value ?? []].flat().forEach((v) => search.append(name, v));
  render(await ListView({ params: Promise.resolve({ locale: 'en', key: PRODUCTS_VIEW.keyOfQuery(search) }) }));
}

const catalogue = () => sandbox.db().catalogue.products;

function shownTitles(): string[] {
  const grid = screen.queryByRole('list', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
  if (!grid) return [];
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('/products', () => {
  it("shows the sandbox's products, twelve to a page, with a link to the next page", async () => {
    await renderProducts();
    const all = catalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    expect(screen.getByText(`${all.length} products`, { exact: false })).toBeInTheDocument();
    const titles = shownTitles();
    expect(titles).toHaveLength(12);
    titles.forEach((title) => expect(all.map((p) => p.title)).toContain(title));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/products?page=2');
  });

  it('shows the rest of the catalogue on page 2, none repeated', async () => {
    await renderProducts({ page: '1' });
    const first = shownTitles();
    cleanup();
    await renderProducts({ page: '2' });
    const second = shownTitles();
    expect(second).toHaveLength(catalogue().length - 12);
    expect(new Set([...first, ...second]).size).toBe(catalogue().length);
  });

  it('narrows the list to one category and keeps the filter in the pagination links', async () => {
    await renderProducts({ categories: '1' });
    const expected = catalogue().filter((p) => p.categories.some((c) => c.id === 1));
    expect(screen.getByRole('heading', { level: 1, name: 'Nordwood LED Hardwax Oil' })).toBeInTheDocument();
    expect(shownTitles().sort()).toEqual(expected.map((p) => p.title).sort());
    expect(screen.getByRole('checkbox', { name: 'Nordwood LED Hardwax Oil' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Arboris UV-LED Oil System' })).not.toBeChecked();
  });

  it('accepts several categories, as the filter form sends them', async () => {
    await renderProducts({ categories: ['1', '3'] });
    const expected = catalogue().filter((p) => p.categories.some((c) => [1, 3].includes(c.id)));
    expect(screen.getByText(`${expected.length} products`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nordwood LED Hardwax Oil & Arboris UV-LED Oil System' })).toBeInTheDocument();
  });

  it('shows the curing lights for parent_id=5', async () => {
    await renderProducts({ parent_id: '5' });
    const lights = catalogue().filter((p) => p.categories.some((c) => c.parent_id === 5));
    expect(lights.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'LED Cured Lights' })).toBeInTheDocument();
    expect(shownTitles().sort()).toEqual(lights.map((p) => p.title).sort());
    expect(screen.getByRole('checkbox', { name: 'LED Cured Lights' })).toBeChecked();
  });

  it('sorts by price, low to high', async () => {
    await renderProducts({ sort: 'price_asc', page: '1' });
    const priced = catalogue().filter((p) => p.price_type_data.length > 0);
    const cheapest = [...priced].sort((a, b) => a.price_from - b.price_from || a.id - b.id)[0];
    expect(shownTitles()[0]).toBe(cheapest.title);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });

  it('says when nothing matches and offers the way back to every product', async () => {
    await renderProducts({ categories: '3', parent_id: '5' });
    expect(screen.getByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('navigates to the readable URL of the ticked categories and sort, from page 1', async () => {
    const user = userEvent.setup();
    await renderProducts({ categories: '1', page: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'Arboris UV-LED Oil System' }));
    expect(router.push).toHaveBeenLastCalledWith('/products?categories=1,3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    expect(router.push).toHaveBeenLastCalledWith('/products?categories=1,3&sort=price_desc');
  });

  it('follows page links within the list, keeping filters and sort', async () => {
    const user = userEvent.setup();
    await renderProducts({ sort: 'title' });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(router.push).toHaveBeenCalledWith('/products?sort=title&page=2');
  });
});
