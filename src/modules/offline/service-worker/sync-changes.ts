/// <reference lib="webworker" />
import type { SendResult } from '@/modules/offline/change-queue';
import { ownerInWorker } from '@/modules/offline/owner';
import { QUEUE_SENT_MESSAGE, sendQueued, SYNC_TAG, type QueueSentMessage } from '@/modules/offline/send-queued';

type WithCookies = ServiceWorkerGlobalScope & { cookieStore?: Parameters<typeof ownerInWorker>[0] };

/** Who is signed in now sends what they made; where the worker cannot tell who that is, the page sends on its next load. */
async function sendAsWhoIsThere(worker: WithCookies): Promise<SendResult> {
  const owner = await ownerInWorker(worker.cookieStore);
  return owner === null ? { made: [], refused: [] } : sendQueued(owner);
}

/**
 * Background Sync, where the browser has it (docs/offline.md): the changes made
 * without signal go when it returns, even with no page open. The pages open are told what was
 * made and refused, so the customer sees a refusal where they are looking. Only the changes of
 * who is signed in now go (owner.ts).
 */
export function sendChangesOnSync(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('sync', (event: Event) => {
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(
      sendAsWhoIsThere(worker).then(async (result) => {
        if (result.made.length === 0 && result.refused.length === 0) return;
        const message: QueueSentMessage = { type: QUEUE_SENT_MESSAGE, result };
        for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(message);
      }),
    );
  });
}
