import { api, toForm } from '@/shared/api/client';
import { normaliseError } from '@/shared/api/errors';
import type { BasketAnswer } from '@/shared/contract/basket';

/**
 * The basket page's calls on existing lines (SPEC §7). Both answer the whole basket, so the
 * store takes the server's totals as they are: nothing is recomputed in the browser.
 */

/** POST /basket with `count`: sets one line's quantity, naming the line by its id. */
export async function setLineQuantity(id: number, count: number): Promise<BasketAnswer> {
  const { data } = await api.post<BasketAnswer>('/basket', toForm({ id, count }));
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
