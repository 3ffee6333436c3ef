import type { BasketLine } from '@/modules/basket/contract';
import { lineFormFields } from './variant';
import { en } from './messages/en';

/** The English labels of the waiting list, for callers that give none (the page gives its language's). */
export const englishQueuedQuantity = (title: string, count: number) => en.client.line.queuedQuantity.replace('{title}', title).replace('{count}', String(count));
export const englishQueuedRemoval = (title: string) => en.client.line.queuedRemoval.replace('{title}', title);

/**
 * A basket line's quantity or removal made without signal (or with no answer) waits on the device
 * (docs/offline.md), with the key an attempt with signal carried; the queue's code loads only then.
 * A quantity keeps the count order it was made in (count-order.ts): the attempt's, when one was
 * made with signal, so the door still orders it before the tab's later writes when it is sent.
 */
const loadQueue = () => import('@/modules/offline/offline-queue');

/** `label`: how the list of waiting changes names it, in the page's language. */
export async function queueLineQuantity(line: BasketLine, count: number, key: string, countOrder: string, label = englishQueuedQuantity(line.product.title, count)): Promise<void> {
  const queue = await loadQueue();
  const fields: [string, string][] = [...lineFormFields(line), ['count', String(count)]];
  await queue.queueChange('quantity', '/basket', fields, label, { lineId: line.id, count, countOrder }, key);
}

export async function queueLineRemoval(line: BasketLine, key: string, label = englishQueuedRemoval(line.product.title)): Promise<void> {
  const queue = await loadQueue();
  await queue.queueChange('remove', '/basket/delete', [['id', String(line.id)]], label, { lineId: line.id }, key);
}
