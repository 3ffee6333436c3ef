import type { BasketLine } from '@/modules/basket/contract';
import { lineFormFields } from './variant';

/**
 * A basket line's quantity or removal made without signal (or with no answer) waits on the device
 * (docs/offline.md), with the key an attempt with signal carried; the queue's code loads only then.
 * A quantity keeps the count order it was made in (count-order.ts): the attempt's, when one was
 * made with signal, so the door still orders it before the tab's later writes when it is sent.
 */
const loadQueue = () => import('@/modules/offline/offline-queue');

export async function queueLineQuantity(line: BasketLine, count: number, key: string, countOrder: string): Promise<void> {
  const queue = await loadQueue();
  const fields: [string, string][] = [...lineFormFields(line), ['count', String(count)]];
  await queue.queueChange('quantity', '/basket', fields, `Quantity of ${line.product.title} set to ${count}`, { lineId: line.id, count, countOrder }, key);
}

export async function queueLineRemoval(line: BasketLine, key: string): Promise<void> {
  const queue = await loadQueue();
  await queue.queueChange('remove', '/basket/delete', [['id', String(line.id)]], `Remove ${line.product.title}`, { lineId: line.id }, key);
}
