import { variantFields } from '@/modules/catalogue';
import type { OrderLine } from '@/modules/orders/contract';
import type { WantedLine } from '@/modules/basket';
import { lineLabel } from '@/modules/orders';

/** An order's lines as lines for a job ("Copy to job"): the same variant and count, named as buy again names them. */
export const orderLinesWanted = (lines: OrderLine[]): WantedLine[] =>
  lines.map((line) => ({
    fields: variantFields(line.products_id, { id: line.price_id, tag_id: line.tag_id, type_id: line.type_id }, line.colors.map((colour) => colour.id), line.count),
    label: lineLabel(line),
  }));
