import { sendWaiting, type QueueStore, type SendResult } from './change-queue';
import { idbQueueStore } from './idb-queue-store';
import type { Owner } from './owner';
import { QUEUE_SENT_MESSAGE } from './queue-events';
import { sendChange } from './send-change';

/**
 * Sending the queue, shared by the page (`online`, a load with signal) and the service worker
 * (Background Sync): no window here, so both can run it.
 */

export { QUEUE_SENT_MESSAGE };

/** The Background Sync tag the worker sends the queue under (kept from the first release, so a sync registered then still runs). */
export const SYNC_TAG = 'basket-changes';

/** The Web Lock held while the queue is sent: the page and the worker never send at the same time. */
const SEND_LOCK = 'ledfloor-offline-send';

/** What the worker posts to its pages after it sent the queue. */
export interface QueueSentMessage {
  type: typeof QUEUE_SENT_MESSAGE;
  result: SendResult;
}

/** The run under way in this page or worker: a second waits for it (where the browser has no Web Locks, the only guard). */
let running: Promise<unknown> = Promise.resolve();

function oneAtATime(run: () => Promise<SendResult>): Promise<SendResult> {
  const next = running.then(run, run);
  running = next.catch(() => undefined);
  return next;
}

/**
 * Sends what `owner` (who is signed in now) made and left waiting, one change at a time. One run
 * at a time in this page or worker, and under a Web Lock across the page and the worker where the
 * browser has them, so a second sender waits and then finds the changes gone from the queue; the
 * Idempotency-Key still makes a repeat harmless.
 */
export function sendQueued(owner: Owner, store: QueueStore = idbQueueStore): Promise<SendResult> {
  const sendAll = () => sendWaiting(store, (change) => sendChange(change), owner);
  const locks = (globalThis.navigator as Navigator | WorkerNavigator | undefined)?.locks as LockManager | undefined;
  // LockManager.request is typed Promise<Promise<T>> for an async callback; the `then` gives back the T it resolves to.
  return oneAtATime(() => (locks ? locks.request(SEND_LOCK, () => sendAll()).then((result) => result) : sendAll()));
}
