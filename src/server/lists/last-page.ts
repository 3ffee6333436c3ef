import 'server-only';
import { dashboardAddress } from '../dashboard/client';
import { deadlineIn } from '../dashboard/deadline';
import { dataOf, readDashboard } from '../dashboard/read';

/** How long a list's page count is trusted: the catalogue's own revalidation. */
const COUNT_TTL_MS = 300_000;
/** The lists that exist are few (validated filters): this only guards the map itself. */
const MAX_COUNTS = 512;
const ASK_TIMEOUT_MS = 2000;

/** A list answer's page count, `{ data: { pages } }`: a whole number. */
function pagesOf(json: unknown): number | undefined {
  const pages = Number(dataOf<{ pages?: unknown }>(json)?.pages);
  return Number.isInteger(pages) && pages >= 0 ? pages : undefined;
}

const counts = new Map<string, { pages: number; until: number }>();

/**
 * The number of pages of a dashboard list (`/products` with its filters, `/articles` with its
 * type) at `perPage` (the dashboard's own when not given), asked once per list every 5 minutes.
 * When the dashboard does not answer, the last count it gave (however old) stands; null when it
 * never gave one, and the proxy then renders no page past the first. The proxy answers a page
 * past the last with 404 before it becomes a cached page of its own (each about 130 KB in Next's cache).
 */
export async function lastPageOf(path: string, filters: Record<string, string>, perPage?: number, now = Date.now()): Promise<number | null> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', '1');
  if (perPage) query.set('per_page', String(perPage));
  const search = `?${query}`;
  const key = dashboardAddress(path, search);
  const known = counts.get(key);
  if (known && known.until > now) return known.pages;
  try {
    const read = await readDashboard({ path, search, method: 'GET', shape: pagesOf }, deadlineIn(ASK_TIMEOUT_MS));
    if (read.kind !== 'found') return known?.pages ?? null;
    const pages = read.data;
    counts.delete(key);
    if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value!);
    counts.set(key, { pages: Math.max(1, pages), until: now + COUNT_TTL_MS });
    return Math.max(1, pages);
  } catch {
    return known?.pages ?? null;
  }
}
