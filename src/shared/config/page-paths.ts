/**
 * The pages of a product, an article and a service (docs/contract.md §2): slugs are URL-encoded.
 * Cards, the sitemap and the search index link to them.
 */

export function productHref(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

export function articleHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function serviceHref(slug: string): string {
  return `/services/${encodeURIComponent(slug)}`;
}
