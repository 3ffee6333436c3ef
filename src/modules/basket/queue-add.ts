import { toForm } from '@/shared/api/form';
import type { BasketVariantFields } from '@/modules/basket/contract';
import type { QueueStore } from '@/modules/offline';
import type { Locale } from '@/shared/i18n/locales';

/**
 * A basket add made without signal (or with no answer) waits on the device (docs/offline.md) with
 * the key an attempt with signal carried, so it is made once; the queue's code
 * loads only then. `store`: the device's IndexedDB unless a test keeps the queue in memory.
 */
export async function queueBasketAdd(fields: BasketVariantFields, label: string, key: string, store?: QueueStore): Promise<void> {
  const queue = await import('@/modules/offline/offline-queue');
  await queue.queueChange('add', '/basket/data', queue.formPairs(toForm({ ...fields })), label, {}, key, store);
}

/** What the page says under the button while adds wait, from the basket's `add.waiting` message. */
export const waitingAddText = (labels: string[], waiting: (values: { labels: string }) => string, locale: Locale) =>
  waiting({ labels: labels.join(locale === 'fr' ? '\u00a0; ' : '; ') });
