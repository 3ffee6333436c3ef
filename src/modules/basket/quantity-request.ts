import { callApi } from '@/shared/api/call';
import { COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import { toForm } from '@/shared/api/form';
import type { BasketLine } from '@/modules/basket/contract';
import { lineVariant } from './variant';

/**
 * POST /basket with `count`: sets one line's quantity, naming the line by its variant. Sent with
 * keepalive, so a change the customer made still arrives when the page is reloaded or closed
 * while it is on its way; `readAnswer` (call.ts) reads what the door answered. The key
 * (docs/contract.md §11) goes with it, so the same change queued after a lost answer is made once;
 * its place in the tab's order too (`countOrder`, count-order.ts), so a write that lands late sets no older count.
 */
export function sendLineQuantity(line: BasketLine, count: number, idempotencyKey: string, countOrder: string): Promise<Response> {
  return callApi('/basket', {
    body: toForm({ ...lineVariant(line, count) }),
    keepalive: true,
    headers: { 'Idempotency-Key': idempotencyKey, [COUNT_ORDER_HEADER]: countOrder },
  });
}
