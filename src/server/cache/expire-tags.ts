import 'server-only';
import { revalidateTag } from 'next/cache';
import type { CacheExpiry } from '@/server/door/cache-expiry';
import { forgetServedPages } from './forget-served-pages';

const PRODUCT_PAGES = '/product/';

/**
 * The door's expiry of a successful call (a new review): `now` tags expire at once, `stale`
 * ones with stale-while-revalidate ('max': the next view gets the kept page while Next renders
 * the new one). Of the pages this process replays for a second (server.mjs), only product pages
 * are dropped: the one just reviewed is among them, and the door knows its id, not its address.
 */
export function expireTags({ now, stale }: CacheExpiry) {
  now.forEach((tag) => revalidateTag(tag, { expire: 0 }));
  stale.forEach((tag) => revalidateTag(tag, 'max'));
  if (now.length > 0) forgetServedPages((path) => path.startsWith(PRODUCT_PAGES));
}
