/** The product page URL; slugs are URL-encoded (SPEC §2). */
export function productHref(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
