import { colorIdsOrDefault } from '@/modules/catalogue';
import type { BasketAnswer, BasketVariantFields } from '@/modules/basket/contract';
import { api, toForm } from '@/shared/api/client';

/**
 * POST /basket/data: a form, colour ids as repeated `color_id[]` ([1] when none). With an
 * `idempotencyKey` (docs/contract.md §11) an add whose answer is lost and is sent again is made once.
 */
export async function addToBasket(fields: BasketVariantFields, idempotencyKey?: string): Promise<BasketAnswer> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const { data } = await api.post<BasketAnswer>('/basket/data', toForm({ ...fields, color_id: colorIdsOrDefault(fields.color_id) }), { headers });
  return data;
}
