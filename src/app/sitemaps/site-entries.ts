import 'server-only';
import type { MetadataRoute } from 'next';
import { getAllProducts } from '@/modules/catalogue/server';
import { getAllArticles, getServices } from '@/modules/content/server';
import { articleHref, productHref, serviceHref } from '@/shared/config/page-paths';
import { absoluteUrl } from '@/shared/seo/metadata';

const SECTIONS = [
  { path: '/', priority: 1 },
  { path: '/products', priority: 0.9 },
  { path: '/services', priority: 0.8 },
  { path: '/blog', priority: 0.7 },
  { path: '/color-lab', priority: 0.7 },
  { path: '/awards', priority: 0.5 },
];

/** Where Next serves the sitemap with this id (generateSitemaps in ./sitemap.ts). */
export const sitemapHref = (id: number) => `/sitemaps/sitemap/${id}.xml`;

/** Every page that exists: the sections, each product, service and article. */
export async function siteEntries(): Promise<MetadataRoute.Sitemap> {
  const [products, services, articles] = await Promise.all([getAllProducts(), getServices(), getAllArticles()]);
  return [
    ...SECTIONS.map(({ path, priority }) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority })),
    ...products.map((product) => ({
      url: absoluteUrl(productHref(product.slug)),
      lastModified: product.created_at,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...services.map((service) => ({ url: absoluteUrl(serviceHref(service.slug)), changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...articles.map((article) => ({
      url: absoluteUrl(articleHref(article.slug)),
      lastModified: article.published_at,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ];
}
