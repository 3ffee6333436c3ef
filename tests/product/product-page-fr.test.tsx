import { render, screen, within } from '../render';
import { http } from 'msw';
import { Provider } from 'react-redux';
import ProductPage, { generateMetadata } from '@/app/[locale]/product/[slug]/page';
import { makeStore } from '@/shared/store/store';
import { sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { seededProduct } from './harness';

const french = (slug: string) => ({ params: Promise.resolve({ locale: 'fr', slug }) });

async function renderFrench(slug: string) {
  const page = await ProductPage(french(slug));
  return render(<Provider store={makeStore()}>{page}</Provider>, { locale: 'fr' });
}

function jsonLdOf(container: HTMLElement) {
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
}

/** The dashboard's answer for a product it has in French (docs/contract.md §12). */
function answerInFrench(title: string) {
  server.use(
    http.get(`${SANDBOX_ORIGIN}/api/products/by-slug`, async ({ request }) => {
      const answer = (await (await sandbox.app.fetch(request)).json()) as { data: Record<string, unknown> };
      return Response.json({ ...answer, data: { ...answer.data, title, locale: 'fr-CA' } });
    }),
  );
}

/** A dashboard without the extension: it answers in English whatever the page asked (docs/i18n.md). */
function answerInEnglish() {
  server.use(
    http.get(`${SANDBOX_ORIGIN}/api/products/by-slug`, async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.delete('accept-language');
      const answer = (await (await sandbox.app.fetch(new Request(request.url, { headers }))).json()) as { data: Record<string, unknown> };
      return Response.json({ ...answer, data: { ...answer.data, locale: undefined } });
    }),
  );
}

describe('/fr/product/[slug]', () => {
  it('labels the page in French, its links staying under /fr', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 0 && p.categories.length > 0);
    await renderFrench(product.slug);
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
    expect(within(breadcrumb).getByRole('link', { name: 'Produits' })).toHaveAttribute('href', '/fr/products');
    expect(screen.getByRole('list', { name: 'Catégories' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Avis' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Images du produit' })).toBeInTheDocument();
  });

  it('marks the English title and text of a product the dashboard has no French for', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 0);
    answerInEnglish();
    const { container } = await renderFrench(product.slug);
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toHaveAttribute('lang', 'en');
    expect(jsonLdOf(container).inLanguage).toBe('en-US');
  });

  it('shows the dashboard’s French unmarked, and says so in its JSON-LD', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 0);
    answerInFrench('Huile dure DEL Nordwood Pure');
    const { container } = await renderFrench(product.slug);
    expect(screen.getByRole('heading', { level: 1, name: 'Huile dure DEL Nordwood Pure' })).not.toHaveAttribute('lang');
    const jsonLd = jsonLdOf(container);
    expect(jsonLd.inLanguage).toBe('fr-CA');
    expect(jsonLd.name).toBe('Huile dure DEL Nordwood Pure');
    expect(jsonLd.url).toMatch(new RegExp(`/fr/product/${product.slug}$`));
  });

  it('counts its reviews in French', async () => {
    const product = seededProduct((p) => p.reviews_count > 1);
    await renderFrench(product.slug);
    expect(screen.getByRole('link', { name: new RegExp(`${product.reviews_count} avis`) })).toHaveAttribute('href', '#reviews');
  });

  it('has its canonical address under /fr', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 0);
    const metadata = await generateMetadata(french(product.slug));
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/fr/product/${product.slug}$`));
  });
});
