import { variantKey } from '@/modules/catalogue';
import { addToBasket } from './add-to-basket';
import { ApiError } from '@/shared/api/errors';
import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { BasketAnswer, BasketLine, BasketVariantFields } from '@/modules/basket/contract';

/**
 * Several lines put in the basket at once (buy again, the order pad): how many of each fit under
 * the 1..10 per line rule (docs/contract.md §9) beside what the basket already holds, and the adds,
 * one POST /basket/data each.
 */

export interface WantedLine {
  fields: BasketVariantFields;
  /** How the notice names the line: "Product — Sheen, Type". */
  label: string;
}

export type PlannedAdd<T extends WantedLine = WantedLine> = T & {
  /** Fewer than wanted: the basket line stops at MAX_LINE_QUANTITY. */
  capped: boolean;
};

export interface FittedLines<T extends WantedLine> {
  adds: PlannedAdd<T>[];
  /** Lines already at MAX_LINE_QUANTITY in the basket: nothing more is added. */
  full: T[];
}

/** Each line's count cut to what still fits beside the basket's lines and the lines before it. */
export function fitUnderMax<T extends WantedLine>(lines: T[], basket: BasketLine[]): FittedLines<T> {
  const held = new Map<string, number>();
  for (const line of basket) {
    const key = variantKey(line.products_id, line.priceData.id, line.color_ids);
    held.set(key, (held.get(key) ?? 0) + line.count);
  }
  const fitted: FittedLines<T> = { adds: [], full: [] };
  for (const line of lines) {
    const { fields } = line;
    const key = variantKey(fields.products_id, fields.price_id, fields.color_id);
    const room = Math.max(0, MAX_LINE_QUANTITY - (held.get(key) ?? 0));
    const count = Math.min(fields.count, room);
    if (count === 0) {
      fitted.full.push(line);
      continue;
    }
    held.set(key, (held.get(key) ?? 0) + count);
    fitted.adds.push({ ...line, fields: { ...fields, count }, capped: count < fields.count });
  }
  return fitted;
}

export interface AddedLines<T extends WantedLine> {
  added: PlannedAdd<T>[];
  /** Lines the basket refused (422), with its message. */
  refused: { line: PlannedAdd<T>; message: string }[];
  /** The basket after the last add (null when nothing was added). */
  basket: BasketAnswer | null;
  /** A failure other than a refusal (no answer, 5xx): the adds stopped there; the lines before it went in. */
  error: unknown;
}

/** The adds one after another, so each answer counts the lines before it; a 422 is kept, any other failure stops them. */
export async function addLines<T extends WantedLine>(adds: PlannedAdd<T>[]): Promise<AddedLines<T>> {
  const outcome: AddedLines<T> = { added: [], refused: [], basket: null, error: null };
  for (const add of adds) {
    try {
      outcome.basket = await addToBasket(add.fields);
      outcome.added.push(add);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) {
        outcome.error = error;
        break;
      }
      outcome.refused.push({ line: add, message: error.message });
    }
  }
  return outcome;
}
