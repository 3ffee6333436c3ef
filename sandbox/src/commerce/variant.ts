import type { PriceTypeData, Product } from '@/modules/catalogue/contract';
import { MAX_LINE_QUANTITY, MAX_PRODUCT_COLORS, MAX_QUANTITY_MESSAGE, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import type { Db } from '../db';
import { list, text, type Form } from '../http';

export const MIN_QUANTITY_MESSAGE = 'The quantity must be at least 1.';
/** The storefront sends colour id 1 when the customer picks none (docs/contract.md §7). */
export const DEFAULT_COLOR_IDS = [1];

export interface Variant {
  products_id: number;
  price_id: number;
  tag_id: number;
  type_id: number;
  color_ids: number[];
}

export type Check<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

const refuse = <T>(errors: Record<string, string>): Check<T> => ({
  ok: false,
  message: Object.values(errors)[0],
  errors,
});

/** Colour ids from `color_id[]`, repeated `color_id`, a JSON list or "1,2"; [1] when none. */
export function readColorIds(form: Form): number[] {
  const raw = [...list(form, 'color_id'), ...list(form, 'color_ids')];
  const ids = raw.flatMap((entry) => {
    const trimmed = entry.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        return Array.isArray(parsed) ? parsed.map(Number) : [NaN];
      } catch {
        return [NaN];
      }
    }
    return trimmed.split(',').map(Number);
  });
  return ids.length === 0 ? DEFAULT_COLOR_IDS : [...new Set(ids)];
}

/** Quantity 1..10 (docs/contract.md §9); missing counts as `fallback`. */
export function readCount(form: Form, fallback?: number): Check<number> {
  const raw = text(form, 'count');
  const count = raw === '' && fallback !== undefined ? fallback : Number(raw);
  if (raw === '' && fallback === undefined) return refuse({ count: 'Quantity is required' });
  if (!Number.isInteger(count)) return refuse({ count: 'The quantity must be a whole number.' });
  if (count > MAX_LINE_QUANTITY) return refuse({ count: MAX_QUANTITY_MESSAGE });
  if (count < MIN_LINE_QUANTITY) return refuse({ count: MIN_QUANTITY_MESSAGE });
  return { ok: true, value: count };
}

export interface CheckedVariant {
  variant: Variant;
  product: Product;
  priceData: PriceTypeData;
}

/** The product exists, the price belongs to it, and the colours are ones it offers. */
export function checkVariant(db: Db, form: Form): Check<CheckedVariant> {
  const productId = Number(text(form, 'products_id'));
  const product = db.catalogue.products.find((p) => p.id === productId);
  if (!text(form, 'products_id') || !product) return refuse({ products_id: 'This product is not available.' });

  const priceId = Number(text(form, 'price_id') || text(form, 'price_type_id'));
  const priceData = product.price_type_data.find((p) => p.id === priceId);
  if (!priceData) return refuse({ price_id: 'Please choose a sheen and type offered for this product.' });
  const typeId = text(form, 'type_id');
  const tagId = text(form, 'tag_id');
  if ((tagId && Number(tagId) !== priceData.tag_id) || (typeId && Number(typeId) !== priceData.type_id)) {
    return refuse({ price_id: 'The sheen and type do not match the chosen price.' });
  }

  const colorIds = readColorIds(form);
  const offered = new Set(product.color.map((c) => c.id));
  const isDefault = colorIds.length === 1 && colorIds[0] === DEFAULT_COLOR_IDS[0];
  const valid = colorIds.every((id) => Number.isInteger(id) && id > 0);
  if (!valid || colorIds.length > MAX_PRODUCT_COLORS || (!isDefault && colorIds.some((id) => !offered.has(id)))) {
    return refuse({ color_id: 'Please choose colours offered for this product.' });
  }

  return {
    ok: true,
    value: {
      product,
      priceData,
      variant: {
        products_id: product.id,
        price_id: priceData.id,
        tag_id: priceData.tag_id,
        type_id: priceData.type_id,
        color_ids: colorIds,
      },
    },
  };
}
