import { absoluteUrl } from '@/shared/seo/metadata';
import { sitemapIndexXml, sitemapParts } from '@/shared/seo/sitemap-parts';
import { siteEntries, sitemapHref } from '../sitemaps/site-entries';

/** Where robots.txt points: the index of the sitemaps of src/app/sitemaps/sitemap.ts. */
export async function GET(): Promise<Response> {
  const parts = sitemapParts(await siteEntries());
  const xml = sitemapIndexXml(parts.map((_, id) => absoluteUrl(sitemapHref(id))));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
