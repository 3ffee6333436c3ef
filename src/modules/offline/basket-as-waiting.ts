import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { BasketData } from '@/modules/basket/contract';
import { variantKey } from '@/modules/catalogue';
import type { QueuedChange } from './change-queue';

/** The basket as it will be once the changes waiting for signal arrive (docs/offline.md). */
export interface BasketAsWaiting {
  basket: BasketData;
  /** Some waiting change is in these lines. */
  changed: boolean;
  /** Adds of a product not in the basket yet: their price is the shop's to say, so they are left out. */
  addsLeftOut: number;
}

const field = (change: QueuedChange, name: string) => change.fields.find(([key]) => key === name)?.[1];

/** The variant an add names, as the basket names its lines. */
function addedVariant(change: QueuedChange): { key: string; count: number } {
  const colours = change.fields.filter(([key]) => key === 'color_id[]').map(([, value]) => Number(value));
  return { key: variantKey(Number(field(change, 'products_id')), Number(field(change, 'price_id')), colours), count: Number(field(change, 'count') ?? 1) };
}

/**
 * Applies the basket's waiting changes, oldest first, as the dashboard would: a quantity sets the
 * line's count, a removal drops the line, an add to a line already there adds to its count up to
 * 10 (past it the dashboard refuses the add, docs/contract.md §7). Refused changes and job lines
 * are not the basket's to change.
 */
export function basketAsWaiting(basket: BasketData, changes: QueuedChange[]): BasketAsWaiting {
  let lines = basket.data.map((line) => ({ ...line }));
  let changed = false;
  let addsLeftOut = 0;
  for (const change of [...changes].sort((a, b) => a.seq - b.seq)) {
    if (change.refused !== undefined || change.kind === 'job-line') continue;
    if (change.kind === 'add') {
      const { key, count } = addedVariant(change);
      const line = lines.find((each) => variantKey(each.products_id, each.priceData.id, each.color_ids) === key);
      if (!line) addsLeftOut += 1;
      else if (line.count + count <= MAX_LINE_QUANTITY) {
        line.count += count;
        changed = true;
      }
      continue;
    }
    const line = lines.find((each) => each.id === change.lineId);
    if (!line) continue;
    if (change.kind === 'remove') lines = lines.filter((each) => each !== line);
    else if (change.count !== undefined) line.count = change.count;
    changed = true;
  }
  if (!changed) return { basket, changed, addsLeftOut };
  return { basket: { ...basket, data: lines.map((line) => ({ ...line, dataTotal: line.price * line.count, discounted_total: line.discounted_price * line.count })) }, changed, addsLeftOut };
}
