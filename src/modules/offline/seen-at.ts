import { pageCacheNames, SEEN_AT_HEADER } from './cache-names';
import { ownerInPage } from './owner';

/** When the page at `url` was kept by the service worker (ms since epoch), or null when it is not kept. */
export async function seenAt(url: string): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  for (const name of pageCacheNames(await caches.keys(), ownerInPage())) {
    const kept = await (await caches.open(name)).match(url, { ignoreVary: true });
    const stamp = Number(kept?.headers.get(SEEN_AT_HEADER));
    if (kept && stamp > 0) return stamp;
  }
  return null;
}

/** 24-hour "14:05", in the device's time zone. */
export const clockTime = (ms: number) => new Date(ms).toTimeString().slice(0, 5);
