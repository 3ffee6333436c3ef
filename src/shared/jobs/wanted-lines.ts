import type { OrderLine } from '@/shared/contract/orders';
import type { WantedLine } from '@/shared/orders/add-lines';
import { lineLabel } from '@/shared/orders/buy-again-plan';

/** An order's lines as lines for a job ("Copy to job"): the same variant and count, named as buy again names them. */
export const orderLinesWanted = (lines: OrderLine[]): WantedLine[] =>
  lines.map((line) => ({
    fields: {
      products_id: line.products_id,
      price_id: line.price_id,
      price_type_id: line.price_id,
      tag_id: line.tag_id,
      type_id: line.type_id,
      color_id: line.colors.map((colour) => colour.id),
      count: line.count,
    },
    label: lineLabel(line),
  }));
