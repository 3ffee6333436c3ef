import 'server-only';
import { productSlugTag } from '@/shared/api/cache-tags';
import { dashboardData, dashboardGet, type ReadOptions } from '../cached-reads';
import type { HomeData, Page, Product, ProductListQuery, ProductSummary } from '@/shared/contract/catalogue';

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

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getProductBySlug(slug: string): Promise<Product> {
  return dashboardData<Product>('/products/by-slug', {
    params: { slug },
    tags: ['catalogue', 'products', productSlugTag(slug)],
  });
}

/** The dashboard's largest page (docs/contract.md §7: per_page up to 48). */
export const LARGEST_PAGE = 48;

/** Pages read at once: a 10,000-product catalogue is 209 pages, and the dashboard should not get them all in one burst. */
const PAGES_AT_ONCE = 8;

/** Every product, page by page (sitemap, search index, colour lab). */
export async function getAllProducts(options: ReadOptions = {}): Promise<ProductSummary[]> {
  const first = await getProducts({ page: 1, per_page: LARGEST_PAGE }, options);
  const pages = [first];
  for (let next = 2; next <= first.pages; next += PAGES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(PAGES_AT_ONCE, first.pages - next + 1) }, (_, i) => getProducts({ page: next + i, per_page: LARGEST_PAGE }, options));
    pages.push(...(await Promise.all(batch)));
  }
  return pages.flatMap((page) => page.models);
}
