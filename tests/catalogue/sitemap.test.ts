// @vitest-environment node
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { siteUrl } from '@/shared/config/env';
import { sandbox } from '../msw/server';

describe('sitemap.xml and robots.txt', () => {
  it('lists home, the product list and every product of the catalogue', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
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
    const urls = (await sitemap()).map((entry) => entry.url);
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
    expect(rules.rules).toEqual([expect.objectContaining({ disallow: ['/api/', '/sign-in', '/products/view/', '/blog-pages/'] })]);
  });
});
