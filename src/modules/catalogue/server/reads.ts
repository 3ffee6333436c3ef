import 'server-only';
import { unstable_cache } from 'next/cache';
import { productPageTag, productSlugTag } from '@/shared/api/cache-tags';
import { everyPage, LARGEST_PAGE } from '@/shared/api/every-page';
import { CATALOGUE_REVALIDATE_SECONDS, dashboardData, dashboardGet, type ReadOptions } from '@/server/dashboard/cached-reads';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';
import type { HomeData, Page, Product, ProductListQuery, ProductSummary } from '@/modules/catalogue/contract';

/**
 * Server-side catalogue reads, cached under tags (cached-reads.ts), each in the page's language:
 * the dashboard is asked with Accept-Language and each language is its own cached read
 * (docs/i18n.md "The dashboard's French"). English unless a page names its locale.
 */

export async function getHome(locale: Locale = DEFAULT_LOCALE): Promise<HomeData> {
  return dashboardGet<HomeData>('/default/home', { tags: ['catalogue', 'home'], locale });
}

export async function getProducts(query: ProductListQuery = {}, { fresh, locale = DEFAULT_LOCALE }: ReadOptions = {}): Promise<Page<ProductSummary>> {
  const { categories, ...rest } = query;
  return dashboardData<Page<ProductSummary>>('/products', {
    params: { ...rest, categories: categories?.length ? categories : undefined },
    tags: ['catalogue', 'products'],
    fresh,
    locale,
  });
}

/**
 * A product as its page shows it; throws DashboardNotFoundError for an unknown slug (the page
 * turns that into a 404). Which product a slug names is read under the slug's tag (a review does
 * not change it); the product itself is kept under its id's page tag, which a review of it
 * expires (the review names the id, server/door/cache-expiry.ts), so the page re-renders with it
 * whatever the browser sent besides. Each language is kept apart (the locale is in the key).
 */
export async function getProductBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Product> {
  const params = { slug };
  const { id } = await dashboardData<Product>('/products/by-slug', { params, tags: ['catalogue', 'products', productSlugTag(slug)], locale });
  const read = () => dashboardData<Product>('/products/by-slug', { params, fresh: true, locale });
  return unstable_cache(read, ['product-by-id', String(id), slug, locale], {
    tags: ['catalogue', 'products', productPageTag(id)],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  })();
}

/** Every product, page by page (sitemap, colour lab), in `options.locale` (English by default). */
export async function getAllProducts(options: ReadOptions = {}): Promise<ProductSummary[]> {
  return everyPage((page) => getProducts({ page, per_page: LARGEST_PAGE }, options));
}
