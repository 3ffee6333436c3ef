/**
 * Door calls that change what catalogue pages show. After one succeeds, the cached catalogue
 * reads under these tags are expired so the next page view renders the change (a customer who
 * just published a review sees it after a reload, not five minutes later).
 */
const WRITES: Record<string, string[]> = {
  'POST reviews/create': ['products'],
};

export function tagsChangedBy(method: string, path: string): string[] {
  return WRITES[`${method.toUpperCase()} ${path.replace(/^\/+|\/+$/g, '')}`] ?? [];
}
