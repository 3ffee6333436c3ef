import { toForm } from '@/shared/api/form';
import { postKeepalive } from '@/shared/api/keepalive';
import type { BasketLine, BasketVariantFields } from '@/shared/contract/basket';

/** A line's variant fields (docs/contract.md §7): the dashboard names a basket line by these, not by its id. */
export function lineVariant(line: BasketLine, count: number): BasketVariantFields {
  const { priceData } = line;
  return {
    products_id: line.products_id,
    price_id: priceData.id,
    tag_id: priceData.tag_id,
    type_id: priceData.type_id,
    price_type_id: priceData.id,
    color_id: line.color_ids.length > 0 ? line.color_ids : [1],
    count,
  };
}

/**
 * POST /basket with `count`: sets one line's quantity, naming the line by its variant. Sent with
 * keepalive, so a change the customer made still arrives when the page is reloaded or closed
 * while it is on its way; `readAnswer` (client.ts) reads what the door answered.
 */
export function sendLineQuantity(line: BasketLine, count: number): Promise<Response> {
  return postKeepalive('/basket', toForm({ ...lineVariant(line, count) }));
}
