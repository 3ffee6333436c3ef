export function serviceHref(slug: string): string {
  return `/services/${encodeURIComponent(slug)}`;
}
