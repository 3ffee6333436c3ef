import type { ReactNode } from 'react';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The title with what the customer typed marked: the typed start of each word, or a whole word
 * the index took a misspelt word for (`terms`, lower case).
 */
export function markedTitle(title: string, query: string, terms: string[]): ReactNode[] {
  const typed = (query.toLowerCase().match(WORD) ?? []).sort((a, b) => b.length - a.length);
  const matched = new Set(terms.map((term) => term.toLowerCase()));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of title.matchAll(WORD)) {
    const word = found[0];
    const lower = word.toLowerCase();
    const prefix = typed.find((token) => lower.startsWith(token));
    const length = prefix ? prefix.length : matched.has(lower) ? word.length : 0;
    if (!length) continue;
    const start = found.index;
    if (start > last) parts.push(title.slice(last, start));
    parts.push(<mark key={start}>{title.slice(start, start + length)}</mark>);
    last = start + length;
  }
  if (last < title.length) parts.push(title.slice(last));
  return parts;
}
