// @vitest-environment node
import robots from '@/app/robots';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import sitemap, { generateSitemaps } from '@/app/sitemaps/sitemap';
import { siteUrl } from '@/shared/config/env';
import { sandbox } from '../msw/server';

/** Every URL of every sitemap the index lists, as a crawler would collect them. */
async function crawl(): Promise<{ index: string; urls: string[] }> {
  const response = await sitemapIndex();
  const index = await response.text();
  const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const ids = locations.map((loc) => Number(/\/sitemaps\/sitemap\/(\d+)\.xml$/.exec(loc)?.[1]));
  const parts = await Promise.all(ids.map((id) => sitemap({ id: Promise.resolve(String(id)) })));
  return { index, urls: parts.flat().map((entry) => entry.url) };
}

describe('sitemap.xml and robots.txt', () => {
  it('is an index of one sitemap while the site has fewer than 50,000 pages', async () => {
    const { index } = await crawl();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${siteUrl}/sitemaps/sitemap/0.xml`]);
    expect(await generateSitemaps()).toEqual([{ id: 0 }]);
  });

  it('lists home, the product list and every product of the catalogue', async () => {
    const { urls } = await crawl();
    const products = sandbox.db().catalogue.products;
    expect(products.length).toBeGreaterThanOrEqual(18);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${siteUrl}/`,
        `${siteUrl}/products`,
        ...products.map((p) => `${siteUrl}/product/${encodeURIComponent(p.slug)}`),
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the content sections, every service and every article', async () => {
    const { urls } = await crawl();
    const { catalogue, content } = sandbox.db();
    expect(urls).toEqual(
      expect.arrayContaining([
        ...['/services', '/blog', '/color-lab', '/awards'].map((path) => `${siteUrl}${path}`),
        ...catalogue.services.map((s) => `${siteUrl}/services/${s.slug}`),
        ...content.articles.map((a) => `${siteUrl}/blog/${a.slug}`),
      ]),
    );
  });

  it('keeps crawlers out of the API door, sign-in and the cache paths of the lists, and points them at the sitemap', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${siteUrl}/sitemap.xml`);
    expect(rules.rules).toEqual([expect.objectContaining({ disallow: ['/api/', '/sign-in', '/products/view/', '/blog/view/', '/search/view/'] })]);
  });
});
