import 'server-only';
import { randomUUID } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { CATALOGUE_REVALIDATE_SECONDS } from '@/server/dashboard/cached-reads';

/** The tags of every read the index is built from (dashboard/reads/catalogue.ts, dashboard/reads/content.ts). */
export const SEARCH_SOURCE_TAGS = ['catalogue', 'products', 'content', 'articles', 'services'];

/**
 * A stamp kept in Next's cache (shared through Redis) under the reads' tags: a revalidation of any
 * of them, on any instance, makes the next call write a new stamp, and every instance that reads
 * it rebuilds its index. A page that searches carries these tags too, so it expires with them.
 */
export const searchIndexVersion = unstable_cache(async () => randomUUID(), ['search-index-version'], {
  tags: SEARCH_SOURCE_TAGS,
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

