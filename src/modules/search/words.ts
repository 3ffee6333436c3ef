/**
 * How the words of the French index are read (docs/i18n.md): accents folded, so `teinte` finds
 * `teinté` and `ceramique` finds `céramique`, and a light stem, so a plural (-s, -x) or a feminine
 * (-e) finds the word it comes from (`huiles` finds `huile`, `teintées` finds `teinté`). Indexed
 * words and typed ones go through the same steps; English words are read as they always were.
 */

/** The word without its accents: `céramique` → `ceramique`, `œ` kept. Precomposed letters keep the word's length. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/** Endings shorter words keep: `bois`, `les`, `une` stay as they are. */
const MIN_STEM = 3;

/** A French word folded and stemmed lightly: its plural -s or -x, then one or two -e dropped. */
export function frenchTerm(word: string): string {
  let term = foldAccents(word.toLowerCase());
  if (term.length > MIN_STEM + 1 && /[sx]$/.test(term)) term = term.slice(0, -1);
  for (let drop = 0; drop < 2 && term.length > MIN_STEM + 1 && term.endsWith('e'); drop += 1) term = term.slice(0, -1);
  return term;
}
