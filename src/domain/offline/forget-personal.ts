import { PERSONAL_PREFIX } from './cache-names';

/** Signing out: the customer's pages kept for offline reading (account, basket, orders, jobs) and queued changes leave the device. */
export async function forgetPersonalPages(): Promise<void> {
  const { forgetQueuedChanges } = await import('./offline-queue');
  await forgetQueuedChanges();
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_PREFIX)).map((name) => caches.delete(name)));
}
