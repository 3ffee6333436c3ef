import type { MetadataRoute } from 'next';
import { sitemapParts } from '@/shared/seo/sitemap-parts';
import { siteEntries } from './site-entries';

/** One sitemap per 50,000 URLs, at /sitemaps/sitemap/<id>.xml; /sitemap.xml is their index. */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  return sitemapParts(await siteEntries()).map((_, id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const parts = sitemapParts(await siteEntries());
  return parts[Number(await props.id)] ?? [];
}
