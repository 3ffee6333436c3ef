import { newChange, waitingChanges, type ChangeKind, type ChangeMade, type QueuedChange, type QueueStore, type SendResult } from './change-queue';
import { idbQueueStore } from './idb-queue-store';
import { ownerInPage, type Owner } from './owner';
import { QUEUE_CHANGED, QUEUE_SENT } from './queue-events';
import { sendQueued, SYNC_TAG } from './send-queued';

export { QUEUE_CHANGED };

const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED));

/** A form's fields as pairs, repeated names kept in order. */
export const formPairs = (form: FormData): [string, string][] => [...form.entries()].map(([name, value]) => [name, String(value)]);

/**
 * Keeps a change made without signal; the worker is asked to send it when the signal returns, where it can.
 * `store`: the device's IndexedDB, unless a test keeps the queue in memory.
 */
export async function queueChange(kind: ChangeKind, path: string, fields: [string, string][], label: string, about: ChangeMade = {}, key?: string, store: QueueStore = idbQueueStore): Promise<void> {
  await store.put(newChange(kind, path, fields, label, about, key, ownerInPage()));
  changed();
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/** The changes of who is signed in now: no one sees another's. */
export const queuedChanges = (): Promise<QueuedChange[]> => waitingChanges(idbQueueStore, ownerInPage()).catch(() => []);

/** Sends what waits of who is signed in now (one sender at a time: send-queued.ts), then tells the page what came of it. */
export async function sendQueuedChanges(): Promise<void> {
  announceSent(await sendQueued(ownerInPage()));
}

/**
 * Sends `owner`'s waiting changes now, tells the page what came of them, and says whether none is
 * left waiting (refused ones aside): before the identity changes (sign-in), so each goes under the
 * identity that made it and the dashboard's once-per-key holds (docs/contract.md §11).
 */
export async function sendAllOf(owner: Owner, store: QueueStore = idbQueueStore): Promise<boolean> {
  announceSent(await sendQueued(owner, store));
  return (await waitingChanges(store, owner)).every((change) => change.refused !== undefined);
}

/** Tells the page what a run of the queue came to (QUEUE_SENT), and the lists to read the queue again. */
export function announceSent(result: SendResult) {
  changed();
  window.dispatchEvent(new CustomEvent<SendResult>(QUEUE_SENT, { detail: result }));
}

/** Calls `listener` with each run's outcome; returns the unsubscribe. */
export function onQueueSent(listener: (result: SendResult) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SendResult>).detail);
  window.addEventListener(QUEUE_SENT, handle);
  return () => window.removeEventListener(QUEUE_SENT, handle);
}

export async function dismissRefused(key: string): Promise<void> {
  await idbQueueStore.remove(key);
  changed();
}

/** Signing out: the changes `owner` queued leave the device with their pages; anyone else's stay theirs. */
export async function forgetQueuedChanges(owner: Owner, store: QueueStore = idbQueueStore): Promise<void> {
  const theirs = await waitingChanges(store, owner).catch(() => []);
  for (const change of theirs) await store.remove(change.key).catch(() => undefined);
  changed();
}
