import { isOthersCache, isOthersStorage, ownersCachePrefix, ownersStoragePrefix } from './cache-names';
import { ownerInPage, type Owner } from './owner';

function forgetStorage(matches: (key: string) => boolean) {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys.filter(matches)) localStorage.removeItem(key);
  } catch {
    // Storage turned off: nothing was kept in it.
  }
}

async function forgetCaches(matches: (name: string) => boolean) {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(matches).map((name) => caches.delete(name)));
}

/**
 * Signing out: `owner`'s pages kept for offline reading (account, basket, orders, jobs, packs),
 * what was kept of theirs in device storage (their jobs as last seen) and their queued changes
 * leave the device.
 */
export async function forgetPersonalPages(owner: Owner): Promise<void> {
  forgetStorage((key) => key.startsWith(ownersStoragePrefix(owner)));
  const { forgetQueuedChanges } = await import('./offline-queue');
  await forgetQueuedChanges(owner);
  await forgetCaches((name) => name.startsWith(ownersCachePrefix(owner)));
}

/**
 * Every load, and when the door ends the sign-in (a 401): what the device keeps of anyone but who
 * is there now (kept pages, storage) goes, so an expired session, a password reset or another
 * customer signing in never shows the last one's pages. Their waiting changes stay theirs, unsent
 * and unseen (docs/decisions.md "What a customer finds on coming back to a shared device").
 */
export async function forgetOthersPersonal(owner: Owner = ownerInPage()): Promise<void> {
  forgetStorage((key) => isOthersStorage(key, owner));
  await forgetCaches((name) => isOthersCache(name, owner));
}
