/**
 * The sitemap protocol allows at most 50,000 URLs (and 50 MB) in one sitemap file; a larger site
 * lists several sitemaps in a sitemap index (https://www.sitemaps.org/protocol.html#index).
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** The entries in files of at most `limit` each, in order; always at least one (possibly empty) file. */
export function sitemapParts<T>(entries: T[], limit = SITEMAP_URL_LIMIT): T[][] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A sitemap holds at least one URL, not ${limit}.`);
  const count = Math.max(1, Math.ceil(entries.length / limit));
  return Array.from({ length: count }, (_, part) => entries.slice(part * limit, (part + 1) * limit));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A `<sitemapindex>` of the given sitemap URLs. */
export function sitemapIndexXml(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}
