import { colorIdsOf, defaultColorChoice, defaultPrice, findPrice, priceForSheen, variantFields, type ColorChoice } from '@/modules/catalogue';
import type { BasketVariantFields } from '@/modules/basket/contract';
import type { Product } from '@/modules/catalogue/contract';
import { readCount, type PastedLine } from './paste-parser';
import { ENGLISH_PAD_WORDS, type PadWords } from './words';

/** A product the search offered for a row: what the row shows and the slug it reads. */
export interface Candidate {
  title: string;
  slug: string;
}

/** Where a row's product stands. */
export type RowProduct =
  | { state: 'none' }
  | { state: 'loading'; title: string }
  | { state: 'ready'; product: Product }
  | { state: 'not-found' }
  | { state: 'ambiguous'; candidates: Candidate[] }
  /** A read that did not answer: `candidate` is the product picked, null when a pasted line was being matched. */
  | { state: 'failed'; candidate: Candidate | null; message: string };

export interface PadRow {
  id: number;
  /** What is typed in the product field. */
  query: string;
  product: RowProduct;
  priceId: number | null;
  color: ColorChoice | null;
  /** As typed, so a wrong count stays on screen with its reason. */
  count: string;
  /** The line it was pasted from, shown beside a problem. */
  pasted: string | null;
  /** A problem the paste found in the count (the product's own state says the rest). */
  pasteProblem: string | null;
  /** After "Add all": added (removed from the pad), or why the basket refused it. */
  refused: string | null;
}

export type RowAction =
  | { type: 'added-row' }
  | { type: 'removed'; id: number }
  | { type: 'typed'; id: number; query: string }
  | { type: 'product-loading'; id: number; candidate: Candidate }
  | { type: 'product-ready'; id: number; product: Product }
  | { type: 'product-not-found'; id: number }
  | { type: 'product-ambiguous'; id: number; candidates: Candidate[] }
  | { type: 'product-failed'; id: number; candidate: Candidate | null; message: string }
  | { type: 'sheen'; id: number; tagId: number }
  | { type: 'type'; id: number; typeId: number }
  | { type: 'color'; id: number; color: ColorChoice }
  | { type: 'count'; id: number; count: string }
  | { type: 'pasted'; lines: PastedLine[]; firstId: number }
  | { type: 'outcome'; addedIds: number[]; refused: { id: number; message: string }[] };

export interface PadState {
  rows: PadRow[];
  nextId: number;
}

const blankRow = (id: number): PadRow => ({
  id,
  query: '',
  product: { state: 'none' },
  priceId: null,
  color: null,
  count: '1',
  pasted: null,
  pasteProblem: null,
  refused: null,
});

export const initialPad = (): PadState => ({ rows: [blankRow(1)], nextId: 2 });

/** A row with nothing in it: a paste fills these first, and "Add all" passes them over. */
export const isBlank = (row: PadRow) => row.query.trim() === '' && row.product.state === 'none' && row.pasted === null;

function withProduct(row: PadRow, product: Product): PadRow {
  return { ...row, query: product.title, product: { state: 'ready', product }, priceId: defaultPrice(product.price_type_data)?.id ?? null, color: defaultColorChoice(product.color) };
}

function update(state: PadState, id: number, change: (row: PadRow) => PadRow): PadState {
  return { ...state, rows: state.rows.map((row) => (row.id === id ? { ...change(row), refused: null } : row)) };
}

export function padReducer(state: PadState, action: RowAction): PadState {
  switch (action.type) {
    case 'added-row':
      return { rows: [...state.rows, blankRow(state.nextId)], nextId: state.nextId + 1 };
    case 'removed': {
      const rows = state.rows.filter((row) => row.id !== action.id);
      return rows.length > 0 ? { ...state, rows } : { rows: [blankRow(state.nextId)], nextId: state.nextId + 1 };
    }
    case 'typed':
      // Typing again lets go of the product chosen before: the row is what the field says.
      return update(state, action.id, (row) => ({ ...blankRow(row.id), query: action.query, count: row.count }));
    case 'product-loading':
      return update(state, action.id, (row) => ({ ...row, query: action.candidate.title, product: { state: 'loading', title: action.candidate.title } }));
    case 'product-ready':
      return update(state, action.id, (row) => withProduct(row, action.product));
    case 'product-not-found':
      return update(state, action.id, (row) => ({ ...row, product: { state: 'not-found' } }));
    case 'product-ambiguous':
      return update(state, action.id, (row) => ({ ...row, product: { state: 'ambiguous', candidates: action.candidates } }));
    case 'product-failed':
      return update(state, action.id, (row) => ({ ...row, product: { state: 'failed', candidate: action.candidate, message: action.message } }));
    case 'sheen':
      return update(state, action.id, (row) => {
        if (row.product.state !== 'ready') return row;
        const prices = row.product.product.price_type_data;
        const current = prices.find((price) => price.id === row.priceId);
        return { ...row, priceId: priceForSheen(prices, action.tagId, current?.type_id ?? -1)?.id ?? row.priceId };
      });
    case 'type':
      return update(state, action.id, (row) => {
        if (row.product.state !== 'ready') return row;
        const prices = row.product.product.price_type_data;
        const current = prices.find((price) => price.id === row.priceId);
        return { ...row, priceId: (current && findPrice(prices, current.tag_id, action.typeId)?.id) ?? row.priceId };
      });
    case 'color':
      return update(state, action.id, (row) => ({ ...row, color: action.color }));
    case 'count':
      return update(state, action.id, (row) => ({ ...row, count: action.count, pasteProblem: null }));
    case 'pasted': {
      const pasted = action.lines.map((line, index): PadRow => ({
        ...blankRow(action.firstId + index),
        query: line.text,
        count: line.count === null ? '' : String(line.count),
        pasted: line.original,
        pasteProblem: line.problem,
      }));
      const kept = state.rows.filter((row) => !isBlank(row));
      return { rows: [...kept, ...pasted], nextId: action.firstId + pasted.length };
    }
    case 'outcome': {
      const added = new Set(action.addedIds);
      const refused = new Map(action.refused.map((entry) => [entry.id, entry.message]));
      const rows = state.rows.filter((row) => !added.has(row.id)).map((row) => ({ ...row, refused: refused.get(row.id) ?? null }));
      return rows.length > 0 ? { ...state, rows } : { rows: [blankRow(state.nextId)], nextId: state.nextId + 1 };
    }
  }
}

/** What stops a row from going into the basket, in the words the row shows; null when it can go. */
export function rowProblem(row: PadRow, words: PadWords = ENGLISH_PAD_WORDS): string | null {
  const text = row.query.trim();
  switch (row.product.state) {
    case 'none':
      return words.problem(text === '' ? 'chooseProduct' : 'chooseSuggested');
    case 'loading':
      return words.problem('loading');
    case 'not-found':
      return text === '' ? words.problem('noProduct') : words.problem('noMatch', { text });
    case 'ambiguous':
      return words.problem('several', { text });
    case 'failed':
      return row.product.message;
    case 'ready':
      break;
  }
  if (row.pasteProblem) return row.pasteProblem;
  const count = readCount(row.count, words);
  return 'problem' in count ? count.problem : null;
}

function colourName(choice: ColorChoice | null, product: Product, words: PadWords): string | null {
  if (!choice) return null;
  if (choice.kind === 'customSet') return words.customColors;
  return product.color.find((colour) => colour.id === choice.id)?.name ?? null;
}

/** A ready row as the basket call names it (docs/contract.md §7 POST /basket/data), with its label. */
export function rowVariant(row: PadRow, words: PadWords = ENGLISH_PAD_WORDS): { fields: BasketVariantFields; label: string } | null {
  if (row.product.state !== 'ready' || rowProblem(row, words) !== null) return null;
  const { product } = row.product;
  const price = product.price_type_data.find((entry) => entry.id === row.priceId);
  const count = readCount(row.count);
  if (!price || !('count' in count)) return null;
  return {
    fields: variantFields(product.id, price, colorIdsOf(row.color, product.color), count.count),
    label: [`${product.title} — ${price.tag_name}`, price.type_name, colourName(row.color, product, words)].filter(Boolean).join(', '),
  };
}
