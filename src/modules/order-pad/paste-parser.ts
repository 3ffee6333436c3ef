import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import { ENGLISH_PAD_WORDS, type PadWords } from './words';

/**
 * Lines pasted from a spreadsheet or typed: a product (its name or slug), a separator (tab,
 * semicolon or comma) and a count, one per line. Cells may be quoted the way spreadsheets quote
 * them ("Oil, satin" with "" for a quote); further cells are ignored; a header row is skipped.
 */

export interface PastedLine {
  /** 1-based line number in what was pasted. */
  lineNumber: number;
  /** The line as pasted (trailing spaces and line ending removed). */
  original: string;
  /** The product cell: a name or a slug; empty when the line has none. */
  text: string;
  /** The count when it is a whole number from 1 to 10, else null (see `problem`). */
  count: number | null;
  /** Why the line cannot be added as it is; null when both cells are usable. */
  problem: string | null;
}

/** A header row's first cell, in English or French. */
const HEADER_WORDS =
  /^(product|products|product name|name|item|items|slug|description|count|qty|quantity|amount|pcs|units|produit|produits|nom|nom du produit|article|articles|identifiant|quantité|qté|unités)$/i;

/** The separator of one line: a tab when there is one (spreadsheets copy with tabs), else `;`, else `,`. */
function separatorOf(line: string): string {
  if (line.includes('\t')) return '\t';
  if (line.includes(';')) return ';';
  return ',';
}

/** Splits a line into trimmed cells, honouring double-quoted cells and "" inside them. */
export function splitCells(line: string): string[] {
  const separator = separatorOf(line);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The count cell read, or why it cannot be used (docs/contract.md §9: 1 to 10 per line, §8's text above). */
export function readCount(cell: string | undefined, words: PadWords = ENGLISH_PAD_WORDS): { count: number } | { problem: string } {
  const text = (cell ?? '').trim();
  if (text === '') return { problem: words.problem('noCount') };
  if (!/^[+-]?\d+([.,]0+)?$/.test(text)) {
    return /^[+-]?\d*[.,]\d+$/.test(text)
      ? { problem: words.problem('notWhole', { text }) }
      : { problem: words.problem('notNumber', { text }) };
  }
  const count = Number.parseInt(text, 10);
  if (count < MIN_LINE_QUANTITY) return { problem: words.problem('atLeast') };
  if (count > MAX_LINE_QUANTITY) return { problem: words.problem('limit') };
  return { count };
}

const isHeader = (cells: string[]) => HEADER_WORDS.test(cells[0] ?? '') && !/^\d+$/.test(cells[1] ?? '');

/** The lines of a paste, each with its problem in `words`' language. */
export function parsePaste(pasted: string, words: PadWords = ENGLISH_PAD_WORDS): PastedLine[] {
  const lines: PastedLine[] = [];
  let seenContent = false;
  pasted.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const original = raw.trimEnd();
    const cells = splitCells(original);
    if (cells.every((cell) => cell === '')) return;
    const first = !seenContent;
    seenContent = true;
    if (first && isHeader(cells)) return;

    const [text, countCell] = cells;
    const count = readCount(countCell, words);
    const problem = text === '' ? words.problem('noProduct') : 'problem' in count ? count.problem : null;
    lines.push({ lineNumber: index + 1, original, text, count: 'count' in count ? count.count : null, problem });
  });
  return lines;
}
