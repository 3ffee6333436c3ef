import { api, toForm } from '@/shared/api/client';
import { normaliseError } from '@/shared/api/errors';
import type { BasketAnswer, BasketLine, BasketVariantFields } from '@/shared/contract/basket';
import { lineVariant } from './variant';

export { lineVariant };

/**
 * The basket feature's calls (docs/contract.md §7). Each answers the whole basket, so the store takes the
 * server's totals as they are. Callers import this module lazily: it brings axios, which stays
 * out of the pages' first load.
 */

/** POST /basket/data: a form, colour ids as repeated `color_id[]` ([1] when none). */
export async function addToBasket(fields: BasketVariantFields): Promise<BasketAnswer> {
  const color_id = fields.color_id.length > 0 ? fields.color_id : [1];
  const { data } = await api.post<BasketAnswer>('/basket/data', toForm({ ...fields, color_id }));
  return data;
}

/** POST /basket with `count`: sets one line's quantity, naming the line by its variant. */
export async function setLineQuantity(line: BasketLine, count: number): Promise<BasketAnswer> {
  const { data } = await api.post<BasketAnswer>('/basket', toForm({ ...lineVariant(line, count) }));
  return data;
}

/** POST /basket/delete: removes the line; the answer no longer counts it in the totals. */
export async function removeLine(id: number): Promise<BasketAnswer> {
  const { data } = await api.post<BasketAnswer>('/basket/delete', toForm({ id }));
  return data;
}

/** The text a customer sees when a basket call fails (the server's own message when it sent one). */
export function failureMessage(error: unknown): string {
  return normaliseError(error).message;
}
