import { variantFields } from '@/modules/catalogue';
import type { BasketLine, BasketVariantFields } from '@/modules/basket/contract';

// The variant choices are the catalogue's (src/modules/catalogue/variant.ts), so the order pad chooses the same way.
export { colorIdsOf, defaultColorChoice, defaultPrice, findPrice, offersCustomSet, priceForSheen, sheensOf, typeIdsForSheen, typesOf, variantFields, type Choice, type ColorChoice } from '@/modules/catalogue';

/** A line's variant fields (docs/contract.md §7): the dashboard names a basket line by these, not by its id. */
export function lineVariant(line: BasketLine, count: number): BasketVariantFields {
  return variantFields(line.products_id, line.priceData, line.color_ids, count);
}

/** The same fields as a plain form posts them (colours as repeated `color_id[]`); the form adds the count. */
export function lineFormFields(line: BasketLine): [string, string][] {
  const { products_id, price_id, tag_id, type_id, price_type_id, color_id } = lineVariant(line, line.count);
  const fields = { products_id, price_id, tag_id, type_id, price_type_id };
  return [
    ...Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
    ...color_id.map((id): [string, string] => ['color_id[]', String(id)]),
  ];
}
