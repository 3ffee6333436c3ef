import { colorIdsOrDefault } from '@/domain/catalogue/variant';
import type { BasketAnswer, BasketVariantFields } from '@/shared/contract/basket';
import { api, toForm } from '@/shared/api/client';

/** POST /basket/data: a form, colour ids as repeated `color_id[]` ([1] when none). */
export async function addToBasket(fields: BasketVariantFields): Promise<BasketAnswer> {
  const { data } = await api.post<BasketAnswer>('/basket/data', toForm({ ...fields, color_id: colorIdsOrDefault(fields.color_id) }));
  return data;
}
