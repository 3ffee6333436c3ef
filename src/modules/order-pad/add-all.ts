import { api } from '@/shared/api/client';
import { normaliseError } from '@/shared/api/errors';
import { addLines, fitUnderMax, type WantedLine } from '@/modules/basket';
import type { AddOutcomeView } from '@/shared/ui/AddOutcomeDetails';
import type { BasketAnswer } from '@/modules/basket/contract';
import { isBlank, rowProblem, rowVariant, type PadRow } from './rows';
import { ENGLISH_PAD_WORDS, type PadWords } from './words';

type RowLine = WantedLine & { rowId: number };

export interface AddAllResult {
  view: AddOutcomeView;
  addedIds: number[];
  refused: { id: number; message: string }[];
  basket: BasketAnswer | null;
  /** Why the adds stopped early (no answer, 5xx); the rows after it stay on the pad. */
  failure: string | null;
}


/**
 * Every usable row into the basket (docs/decisions.md "Order pad"): rows that cannot go are named
 * with their reason and stay; the rest are cut to what fits under 10 per line and added in order.
 */
export async function addAllRows(
  rows: PadRow[],
  words: PadWords = ENGLISH_PAD_WORDS,
  errorText: (error: unknown) => string = (error) => normaliseError(error).message,
): Promise<AddAllResult> {
  const rowLabel = (row: PadRow, index: number) => row.query.trim() || words.line(index + 1);
  const wanted: RowLine[] = [];
  const notAdded: { label: string; message: string; id: number }[] = [];
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const variant = rowVariant(row, words);
    if (variant) wanted.push({ ...variant, rowId: row.id });
    else notAdded.push({ id: row.id, label: rowLabel(row, index), message: rowProblem(row, words) ?? words.problem('chooseProduct') });
  });

  const view: AddOutcomeView = { added: [], full: [], refused: notAdded.map(({ label, message }) => ({ label, message })) };
  if (wanted.length === 0) return { view, addedIds: [], refused: [], basket: null, failure: null };

  const { data: current } = await api.post<BasketAnswer>('/basket');
  const { adds, full } = fitUnderMax(wanted, current.basket.data);
  const outcome = await addLines(adds);
  view.added = outcome.added.map((line) => ({ label: line.label, count: line.fields.count, capped: line.capped }));
  view.full = full.map((line) => line.label);
  view.refused.push(...outcome.refused.map(({ line, message }) => ({ label: line.label, message })));
  return {
    view,
    addedIds: outcome.added.map((line) => line.rowId),
    refused: [
      ...full.map((line) => ({ id: line.rowId, message: words.problem('alreadyFull') })),
      ...outcome.refused.map(({ line, message }) => ({ id: line.rowId, message })),
    ],
    basket: outcome.basket ?? current,
    failure: outcome.error ? errorText(outcome.error) : null,
  };
}
