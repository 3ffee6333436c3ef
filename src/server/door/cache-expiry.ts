import 'server-only';
import { productCardTag, productPageTag, productSlugTag } from '@/shared/api/cache-tags';
import type { DoorFields } from './body-fields';

/**
 * Cache tags a successful call changed. `now`: pages expired at once (the next view renders
 * afresh, as the customer who just wrote a review reloads to see it); `stale`: pages served
 * stale once more while they re-render (Next's `revalidateTag(tag, 'max')`).
 */
export interface CacheExpiry {
  now: string[];
  stale: string[];
}

/** The product a review was written for, from the field the dashboard reads it from: a whole number from 1, or null. */
function productIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/** A slug as the catalogue writes them (lower-case words and hyphens), or null. */
function slugOf(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,199}$/.test(value) ? value : null;
}

/** The query field in which the write-review form names the product's slug. */
export const REVIEW_SLUG_FIELD = 'product';

/**
 * A new review changes its product's page (reviews, rating, count) and the cards on lists that
 * show it (rating, count): nothing else. Not the catalogue's tags, so other pages, the search
 * index (built from every product, refreshed every 5 minutes) and the served pages stay.
 * The product page's own read of the product is tagged by slug (server/dashboard/reads/catalogue.ts), which
 * the write-review form sends in the query (`product`; the door reads it, body-fields.ts, and does not pass it on): expiring the page alone would re-render
 * it from that read, still without the review. A wrong slug expires one other product's page,
 * once per review the dashboard accepted: no more than reviewing that product would.
 */
export function reviewExpiry(fields: DoorFields, idField: string): CacheExpiry | null {
  const id = productIdOf(fields[idField]);
  if (id === null) return null;
  const slug = slugOf(fields[REVIEW_SLUG_FIELD]);
  return { now: [productPageTag(id), ...(slug ? [productSlugTag(slug)] : [])], stale: [productCardTag(id)] };
}
