import 'server-only';
import type { MetadataRoute } from 'next';
import { getAllProducts } from '@/modules/catalogue/server';
import { getAllArticles, getServices } from '@/modules/content/server';
import { articleHref, productHref, serviceHref } from '@/shared/config/page-paths';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { LOCALES } from '@/shared/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/shared/seo/metadata';

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

type Entry = Omit<MetadataRoute.Sitemap[number], 'url'> & { path: string };

/** A page in each language, each naming both (hreflang alternates in the sitemap, docs/i18n.md). */
const inEachLanguage = ({ path, ...entry }: Entry): MetadataRoute.Sitemap =>
  LOCALES.map((locale) => ({ ...entry, url: absoluteUrl(localePath(path, locale)), alternates: { languages: languageAlternates(path) } }));

/** Every page that exists, in both languages: the sections, each product, service and article. */
export async function siteEntries(): Promise<MetadataRoute.Sitemap> {
  const [products, services, articles] = await Promise.all([getAllProducts(), getServices(), getAllArticles()]);
  const entries: Entry[] = [
    ...SECTIONS.map(({ path, priority }) => ({ path, changeFrequency: 'weekly' as const, priority })),
    ...products.map((product) => ({
      path: productHref(product.slug),
      lastModified: product.created_at,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...services.map((service) => ({ path: serviceHref(service.slug), changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...articles.map((article) => ({
      path: articleHref(article.slug),
      lastModified: article.published_at,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ];
  return entries.flatMap(inEachLanguage);
}
