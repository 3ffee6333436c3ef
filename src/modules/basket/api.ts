import { readAnswer } from '@/shared/api/call';
import { api, toForm } from '@/shared/api/client';
import { normaliseError } from '@/shared/api/errors';
import type { BasketAnswer } from '@/modules/basket/contract';

/**
 * The basket feature's calls (docs/contract.md §7). Each answers the whole basket, so the store takes the
 * server's totals as they are. Callers import this module lazily: it brings the HTTP client and
 * the error texts, which stay out of the pages' first load.
 */

// Shared with buy again (src/modules/orders), which adds an order's lines the same way.
export { addToBasket } from '@/modules/basket/add-to-basket';

/** The door's answer to a quantity change (quantity-request.ts), or the ApiError it carries. */
export const quantityAnswer = (sent: Promise<Response>) => readAnswer<BasketAnswer>(sent);

/** POST /basket/delete: removes the line; the answer no longer counts it in the totals. The key: docs/contract.md §11. */
export async function removeLine(id: number, idempotencyKey: string): Promise<BasketAnswer> {
  const { data } = await api.post<BasketAnswer>('/basket/delete', toForm({ id }), { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

/** The text a customer sees when a basket call fails (the server's own message when it sent one). */
/** The call got no answer at all (no signal, or a bar that answers nothing). */
export const gotNoAnswer = (error: unknown) => normaliseError(error).status === 0;

export function failureMessage(error: unknown): string {
  return normaliseError(error).message;
}
