import 'server-only';
import { dashboardData, dashboardGet } from '@/shared/api/server';
import type { HomeData, Page, Product, ProductListQuery, ProductSummary } from '@/shared/contract/catalogue';

/** Server-side catalogue reads, cached under tags (see shared/api/server.ts). */

export async function getHome(): Promise<HomeData> {
  return dashboardGet<HomeData>('/default/home', { tags: ['catalogue', 'home'] });
}

export async function getProducts(query: ProductListQuery = {}): Promise<Page<ProductSummary>> {
  const { categories, ...rest } = query;
  return dashboardData<Page<ProductSummary>>('/products', {
    params: { ...rest, categories: categories?.length ? categories : undefined },
    tags: ['catalogue', 'products'],
  });
}

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getProductBySlug(slug: string): Promise<Product> {
  return dashboardData<Product>('/products/by-slug', {
    params: { slug },
    tags: ['catalogue', 'products', `product:${slug}`],
  });
}

/** Every product, page by page (sitemap, static params). */
export async function getAllProducts(): Promise<ProductSummary[]> {
  const first = await getProducts({ page: 1, per_page: 48 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => getProducts({ page: i + 2, per_page: 48 })),
  );
  return [first, ...rest].flatMap((page) => page.models);
}
