import { dashboardApiUrl } from '@/shared/config/env';

/** How long a list's page count is trusted: the catalogue's own revalidation. */
const COUNT_TTL_MS = 300_000;
/** The lists that exist are few (validated filters): this only guards the map itself. */
const MAX_COUNTS = 512;
const ASK_TIMEOUT_MS = 2000;

const counts = new Map<string, { pages: number; until: number }>();

/**
 * The number of pages of a dashboard list (`/products` with its filters, `/articles` with its
 * type) at `perPage` (the dashboard's own when not given), asked once per list every 5 minutes; null when the dashboard does not
 * answer, so the page itself decides. The proxy answers a page past the last with 404 before it
 * becomes a cached page of its own (each about 130 KB in Next's cache).
 */
export async function lastPageOf(path: string, filters: Record<string, string>, perPage?: number, now = Date.now()): Promise<number | null> {
  const url = new URL(`${dashboardApiUrl()}/api${path}`);
  for (const [name, value] of Object.entries(filters)) if (value) url.searchParams.set(name, value);
  url.searchParams.set('page', '1');
  if (perPage) url.searchParams.set('per_page', String(perPage));
  const key = url.toString();
  const known = counts.get(key);
  if (known && known.until > now) return known.pages;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS), cache: 'no-store' });
    if (!answer.ok) return null;
    const pages = Number(((await answer.json()) as { data?: { pages?: unknown } }).data?.pages);
    if (!Number.isInteger(pages) || pages < 0) return null;
    if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value!);
    counts.set(key, { pages: Math.max(1, pages), until: now + COUNT_TTL_MS });
    return Math.max(1, pages);
  } catch {
    return null;
  }
}
