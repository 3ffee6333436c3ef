import { toForm } from '@/shared/api/form';
import type { BasketVariantFields } from '@/modules/basket/contract';
import type { QueueStore } from '@/modules/offline';

/**
 * A basket add made without signal (or with no answer) waits on the device (docs/offline.md) with
 * the key an attempt with signal carried, so it is made once; the queue's code
 * loads only then. `store`: the device's IndexedDB unless a test keeps the queue in memory.
 */
export async function queueBasketAdd(fields: BasketVariantFields, label: string, key: string, store?: QueueStore): Promise<void> {
  const queue = await import('@/modules/offline/offline-queue');
  await queue.queueChange('add', '/basket/data', queue.formPairs(toForm({ ...fields })), label, {}, key, store);
}

/** What the page says under the button while adds wait. */
export const waitingAddText = (labels: string[]) => `Waiting for signal: ${labels.join('; ')} will be added to your basket when the signal returns.`;
