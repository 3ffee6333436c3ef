import 'server-only';
import { unstable_cache } from 'next/cache';
import { productPageTag, productSlugTag } from '@/shared/api/cache-tags';
import { everyPage, LARGEST_PAGE } from '@/shared/api/every-page';
import { CATALOGUE_REVALIDATE_SECONDS, dashboardData, dashboardGet, type ReadOptions } from '@/server/dashboard/cached-reads';
import type { HomeData, Page, Product, ProductListQuery, ProductSummary } from '@/modules/catalogue/contract';

/** Server-side catalogue reads, cached under tags (cached-reads.ts). */

export async function getHome(): Promise<HomeData> {
  return dashboardGet<HomeData>('/default/home', { tags: ['catalogue', 'home'] });
}

export async function getProducts(query: ProductListQuery = {}, { fresh }: ReadOptions = {}): Promise<Page<ProductSummary>> {
  const { categories, ...rest } = query;
  return dashboardData<Page<ProductSummary>>('/products', {
    params: { ...rest, categories: categories?.length ? categories : undefined },
    tags: ['catalogue', 'products'],
    fresh,
  });
}

/**
 * A product as its page shows it; throws DashboardNotFoundError for an unknown slug (the page
 * turns that into a 404). Which product a slug names is read under the slug's tag (a review does
 * not change it); the product itself is kept under its id's page tag, which a review of it
 * expires (the review names the id, server/door/cache-expiry.ts), so the page re-renders with it
 * whatever the browser sent besides.
 */
export async function getProductBySlug(slug: string): Promise<Product> {
  const params = { slug };
  const { id } = await dashboardData<Product>('/products/by-slug', { params, tags: ['catalogue', 'products', productSlugTag(slug)] });
  const read = () => dashboardData<Product>('/products/by-slug', { params, fresh: true });
  return unstable_cache(read, ['product-by-id', String(id), slug], {
    tags: ['catalogue', 'products', productPageTag(id)],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  })();
}

/** Every product, page by page (sitemap, colour lab). */
export async function getAllProducts(options: ReadOptions = {}): Promise<ProductSummary[]> {
  return everyPage((page) => getProducts({ page, per_page: LARGEST_PAGE }, options));
}
