/// <reference lib="webworker" />
import { QUEUE_SENT_MESSAGE, sendQueued, SYNC_TAG, type QueueSentMessage } from '@/domain/offline/send-queued';

/**
 * Background Sync, where the browser has it (README "Offline and install"): the changes made
 * without signal go when it returns, even with no page open. The pages open are told what was
 * made and refused, so the customer sees a refusal where they are looking.
 */
export function sendChangesOnSync(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('sync', (event: Event) => {
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(
      sendQueued().then(async (result) => {
        if (result.made.length === 0 && result.refused.length === 0) return;
        const message: QueueSentMessage = { type: QUEUE_SENT_MESSAGE, result };
        for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(message);
      }),
    );
  });
}
