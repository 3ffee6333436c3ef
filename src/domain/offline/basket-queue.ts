import { newChange, sendWaiting, waitingChanges, type ChangeKind, type QueuedChange } from './change-queue';
import { idbQueueStore } from './idb-queue-store';
import { sendChange } from './send-change';

/** Fired on window whenever the queue changes, so the pages showing it read it again. */
export const QUEUE_CHANGED = 'ledfloor:queue-changed';
/** The Background Sync tag the worker sends the queue under. */
export const SYNC_TAG = 'basket-changes';

const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED));

/** A form's fields as pairs, repeated names kept in order. */
export const formPairs = (form: FormData): [string, string][] => [...form.entries()].map(([name, value]) => [name, String(value)]);

/** Keeps a basket change made without signal; the worker is asked to send it when the signal returns, where it can. */
export async function queueBasketChange(kind: ChangeKind, path: string, fields: [string, string][], label: string): Promise<void> {
  await idbQueueStore.put(newChange(kind, path, fields, label));
  changed();
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

export const queuedBasketChanges = (): Promise<QueuedChange[]> => waitingChanges(idbQueueStore).catch(() => []);

/** Sends what waits, one change at a time (one tab at a time where the browser has Web Locks). Returns the last basket answered. */
export async function sendQueuedBasketChanges(): Promise<unknown> {
  const run = async () => (await sendWaiting(idbQueueStore, (change) => sendChange(change))).lastAnswer;
  const answer = navigator.locks ? await navigator.locks.request(SYNC_TAG, run) : await run();
  changed();
  return answer;
}

export async function dismissRefused(key: string): Promise<void> {
  await idbQueueStore.remove(key);
  changed();
}

/** Signing out: the changes this customer queued leave the device with their pages. */
export async function forgetQueuedChanges(): Promise<void> {
  await idbQueueStore.clear().catch(() => undefined);
  changed();
}
