import 'server-only';
import { productSlugTag } from '@/shared/api/cache-tags';
import { everyPage, LARGEST_PAGE } from '@/shared/api/every-page';
import { dashboardData, dashboardGet, type ReadOptions } from '@/shared/api/server';
import type { HomeData, Page, Product, ProductListQuery, ProductSummary } from '@/shared/contract/catalogue';

/** Server-side catalogue reads, cached under tags (see shared/api/server.ts). */

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

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getProductBySlug(slug: string): Promise<Product> {
  return dashboardData<Product>('/products/by-slug', {
    params: { slug },
    tags: ['catalogue', 'products', productSlugTag(slug)],
  });
}

/** Every product, page by page (sitemap, colour lab). */
export async function getAllProducts(options: ReadOptions = {}): Promise<ProductSummary[]> {
  return everyPage((page) => getProducts({ page, per_page: LARGEST_PAGE }, options));
}
