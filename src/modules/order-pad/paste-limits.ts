import { parsePaste, type PastedLine } from './paste-parser';
import { ENGLISH_PAD_WORDS, type PadWords } from './words';

/**
 * A paste is read 200 lines at a time (docs/decisions.md "Order pad"): enough for a trade
 * customer's whole order sheet, and a bound on the rows one paste puts on the page and the
 * lookups it makes.
 */
export const MAX_PASTED_LINES = 200;

/** Lines looked up at once; the rest wait their turn, in the order they were pasted. */
export const LOOKUPS_AT_ONCE = 4;

/** What the paste box says after a paste of `read` lines of which `taken` went into the pad. */
export function pastedNote(taken: number, read: number, words: PadWords = ENGLISH_PAD_WORDS): string {
  return words.pastedNote(taken, read, MAX_PASTED_LINES);
}

/** The lines of a paste the pad takes (the first 200) and what the paste box says; null when nothing could be read. */
export function takePaste(pasted: string, words: PadWords = ENGLISH_PAD_WORDS): { lines: PastedLine[]; note: string } | null {
  const read = parsePaste(pasted, words);
  if (read.length === 0) return null;
  const lines = read.slice(0, MAX_PASTED_LINES);
  return { lines, note: pastedNote(lines.length, read.length, words) };
}
