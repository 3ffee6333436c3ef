// @vitest-environment node
import { SITEMAP_URL_LIMIT, sitemapIndexXml, sitemapParts } from '@/shared/seo/sitemap-parts';

const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://shop.example/product/p-${i}`);

describe('splitting the sitemap at the protocol’s 50,000 URLs', () => {
  it('puts 120,001 URLs in three sitemaps of at most 50,000, in order, none lost or repeated', () => {
    const all = urls(120_001);
    const parts = sitemapParts(all);
    expect(parts.map((part) => part.length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.every((part) => part.length <= SITEMAP_URL_LIMIT)).toBe(true);
    expect(parts.flat()).toEqual(all);
  });

  it('keeps exactly 50,000 URLs in one sitemap and starts a second at 50,001', () => {
    expect(sitemapParts(urls(50_000))).toHaveLength(1);
    expect(sitemapParts(urls(50_001)).map((part) => part.length)).toEqual([50_000, 1]);
  });

  it('still writes one sitemap for a site with no URLs', () => {
    expect(sitemapParts([])).toEqual([[]]);
  });

  it('lists each sitemap in the index, with XML special characters escaped', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemaps/sitemap/0.xml', 'https://shop.example/s?a=1&b=<2>']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/sitemap/0.xml</loc></sitemap>');
    expect(xml).toContain('<loc>https://shop.example/s?a=1&amp;b=&lt;2&gt;</loc>');
  });
});
