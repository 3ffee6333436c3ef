import 'server-only';
import { productCardTag, productPageTag } from '@/shared/api/cache-tags';
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

/**
 * A new review changes its product's page (reviews, rating, count) and the cards on lists that
 * show it (rating, count): nothing else. Not the catalogue's tags, so other pages, the search
 * index (built from every product, refreshed every 5 minutes) and the served pages stay. The
 * page and its read of the product are both under the id's page tag
 * (modules/catalogue/server/reads.ts), so the id the dashboard accepted the review for is all
 * the expiry needs: nothing the browser adds decides it.
 */
export function reviewExpiry(fields: DoorFields, idField: string): CacheExpiry | null {
  const id = productIdOf(fields[idField]);
  if (id === null) return null;
  return { now: [productPageTag(id)], stale: [productCardTag(id)] };
}
