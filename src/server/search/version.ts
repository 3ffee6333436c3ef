import 'server-only';
import { randomUUID } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { CATALOGUE_REVALIDATE_SECONDS } from '@/shared/api/server';

/** The tags of every read the index is built from (features/catalogue/api.ts, features/content/api.ts). */
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

/**
 * Makes the reads behind an index fresh before it is built for a new `version`. The index is
 * built wherever a search first needs it, and /search and /api/search render per request: there
 * Next hands out a read its tags marked stale (`revalidateTag(tag, 'max')`) as it is and refreshes
 * it afterwards, so the index would be built from the old catalogue and kept until the next
 * version. Inside unstable_cache Next waits for those reads' fresh answers instead (what it
 * caches must not be stale); keyed on the version, this happens once per version across all
 * instances, and what is cached is a constant.
 */
export async function refreshedForVersion(version: string, read: () => Promise<unknown>): Promise<void> {
  await unstable_cache(
    async () => {
      await read();
      return true;
    },
    ['search-index-reads', version],
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  )();
}
