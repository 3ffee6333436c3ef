/** The product page URL; slugs are URL-encoded (docs/contract.md §2). */
export function productHref(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
