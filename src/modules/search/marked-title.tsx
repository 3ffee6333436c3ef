import type { ReactNode } from 'react';
import { foldAccents } from './words';

const WORD = /[\p{L}\p{N}]+/gu;

/** A word as the marks compare it: lower case, accents folded (`Teinté` is marked for `teinte`). */
const comparable = (word: string) => foldAccents(word.toLowerCase());

/**
 * The title with what the customer typed marked: the typed start of each word, or a whole word
 * the index took a typed word for (`terms`, lower case: a misspelt word's match, or the stem a
 * French word was read as, `huil` for `huiles`).
 */
export function markedTitle(title: string, query: string, terms: string[]): ReactNode[] {
  const typed = (query.match(WORD) ?? []).map(comparable).sort((a, b) => b.length - a.length);
  const matched = terms.map(comparable);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of title.matchAll(WORD)) {
    const word = found[0];
    const lower = comparable(word);
    const prefix = typed.find((token) => lower.startsWith(token));
    const length = prefix ? prefix.length : matched.some((term) => lower === term || (term.length >= 3 && lower.startsWith(term) && lower.length - term.length <= 2)) ? word.length : 0;
    if (!length) continue;
    const start = found.index;
    if (start > last) parts.push(title.slice(last, start));
    parts.push(<mark key={start}>{title.slice(start, start + length)}</mark>);
    last = start + length;
  }
  if (last < title.length) parts.push(title.slice(last));
  return parts;
}
