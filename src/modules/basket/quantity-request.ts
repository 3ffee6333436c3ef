import { COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import { toForm } from '@/shared/api/form';
import { postKeepalive } from '@/shared/api/keepalive';
import type { BasketLine } from '@/modules/basket/contract';
import { lineVariant } from './variant';

/**
 * POST /basket with `count`: sets one line's quantity, naming the line by its variant. Sent with
 * keepalive, so a change the customer made still arrives when the page is reloaded or closed
 * while it is on its way; `readAnswer` (client.ts) reads what the door answered. The key
 * (docs/contract.md §11) goes with it, so the same change queued after a lost answer is made once;
 * its place in the tab's order too (`countOrder`, count-order.ts), so a write that lands late sets no older count.
 */
export function sendLineQuantity(line: BasketLine, count: number, idempotencyKey: string, countOrder: string): Promise<Response> {
  return postKeepalive('/basket', toForm({ ...lineVariant(line, count) }), {
    'Idempotency-Key': idempotencyKey,
    [COUNT_ORDER_HEADER]: countOrder,
  });
}
