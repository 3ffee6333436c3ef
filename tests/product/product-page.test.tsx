import { render, screen } from '../render';
import { Provider } from 'react-redux';
import ProductPage, { generateMetadata, generateStaticParams } from '@/app/[locale]/product/[slug]/page';
import { decodeSlug } from '@/app/[locale]/product/[slug]/load-product';
import { jsonLdText } from '@/modules/catalogue/product-json-ld';
import { makeStore } from '@/shared/store/store';
import { sandbox } from '../msw/server';
import { seededProduct } from './harness';

const params = (slug: string) => ({ params: Promise.resolve({ locale: 'en', slug }) });

async function renderPage(slug: string) {
  const page = await ProductPage(params(slug));
  return render(<Provider store={makeStore()}>{page}</Provider>);
}

function jsonLdOf(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as { offers?: Record<string, unknown>; aggregateRating?: Record<string, unknown> } & Record<string, unknown>;
}

describe('/product/[slug]', () => {
  it('answers an unknown slug with a 404', async () => {
    await expect(ProductPage(params('no-such-product'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });

  it('reads the URL-encoded slug', async () => {
    expect(decodeSlug('oak%20oil%2Fsatin')).toBe('oak oil/satin');
    expect(decodeSlug('100%')).toBe('100%');
    const product = seededProduct((p) => p.price_type_data.length > 0);
    await renderPage(encodeURIComponent(product.slug));
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
  });

  it('lists every product for static generation', async () => {
    const slugs = (await generateStaticParams()).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(sandbox.db().catalogue.products.map((p) => p.slug)));
  });

  it('has a title, description, canonical URL and OpenGraph image', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 0);
    const metadata = await generateMetadata(params(product.slug));
    expect(metadata.title).toBe(product.title);
    expect(metadata.description).toBeTruthy();
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`/product/${product.slug}$`));
    expect(JSON.stringify(metadata.openGraph?.images)).toContain(product.img);
  });

  it('describes the product in JSON-LD with its price range and rating', async () => {
    const product = seededProduct((p) => p.price_type_data.length > 1 && p.reviews_count > 0);
    const { container } = await renderPage(product.slug);
    const prices = product.price_type_data.map((p) => p.type_price);
    const data = jsonLdOf(container);

    expect(data).toMatchObject({ '@type': 'Product', name: product.title });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: product.rating, reviewCount: product.reviews_count });
  });

  it('leaves offers out for a product sold on request and offers the request instead', async () => {
    const product = seededProduct((p) => p.price_type_data.length === 0 && p.request_kind === 'upon_request');
    const { container } = await renderPage(product.slug);
    expect(jsonLdOf(container).offers).toBeUndefined();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upon Request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).not.toBeInTheDocument();
  });

  it('escapes < in JSON-LD so editor text cannot close the script', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
