import { PERSONAL_PREFIX, PERSONAL_STORAGE_PREFIX } from './cache-names';

function forgetPersonalStorage() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys.filter((name) => name.startsWith(PERSONAL_STORAGE_PREFIX))) localStorage.removeItem(key);
  } catch {
    // Storage turned off: nothing was kept in it.
  }
}

/**
 * Signing out: the customer's pages kept for offline reading (account, basket, orders, jobs), what
 * was kept of theirs in device storage (their jobs as last seen) and queued changes leave the device.
 */
export async function forgetPersonalPages(): Promise<void> {
  forgetPersonalStorage();
  const { forgetQueuedChanges } = await import('./offline-queue');
  await forgetQueuedChanges();
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_PREFIX)).map((name) => caches.delete(name)));
}
