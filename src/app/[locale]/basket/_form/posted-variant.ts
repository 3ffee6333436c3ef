import { CUSTOM_SET_VALUE } from '@/modules/basket';
import { defaultPrice, offersCustomSet, variantFields } from '@/modules/basket';
import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { BasketVariantFields } from '@/modules/basket/contract';
import type { Product } from '@/modules/catalogue/contract';
import { textField, wholeNumber, type DoorFormResult } from './door-form';

type Posted = { variant: BasketVariantFields } | { error: NonNullable<DoorFormResult['error']> };

/**
 * The product page's plain form read against the product itself: the sheen, type and colour must be
 * ones the product is sold in. A group with a single choice shows no radio, so a missing field
 * means that one choice; the form's default colour is the first.
 */
export function postedVariant(form: FormData, product: Pick<Product, 'id' | 'price_type_data' | 'color'>): Posted {
  const sheen = textField(form, 'sheen');
  const type = textField(form, 'type');
  const rows = product.price_type_data.filter(
    (row) => (sheen === null || String(row.tag_id) === sheen) && (type === null || String(row.type_id) === type),
  );
  const price = defaultPrice(rows);
  if (!price) return { error: 'failed' };

  const colour = textField(form, 'color');
  let colorIds: number[];
  if (colour === CUSTOM_SET_VALUE && offersCustomSet(product.color)) colorIds = product.color.map((c) => c.id);
  else if (colour === null) colorIds = product.color.slice(0, 1).map((c) => c.id);
  else {
    const chosen = product.color.find((c) => String(c.id) === colour);
    if (!chosen) return { error: 'failed' };
    colorIds = [chosen.id];
  }

  const rawCount = textField(form, 'count');
  const count = rawCount === null ? 1 : wholeNumber(rawCount.trim(), 1);
  if (count === null) return { error: 'failed' };
  if (count > MAX_LINE_QUANTITY) return { error: 'limit' };

  return { variant: variantFields(product.id, price, colorIds, count) };
}
