import { fetchProductBySlug } from '@/modules/catalogue';
import { normaliseError } from '@/shared/api/errors';
import { normaliseQuery, ORDER_PAD_LOOKUP } from '@/modules/search';
import { fetchSuggestions } from '@/modules/search';
import type { SearchSuggestions } from '@/modules/search';
import type { Product } from '@/modules/catalogue/contract';
import type { Candidate } from './rows';
import { en } from './messages/en';
import { ENGLISH_PAD_WORDS, type PadWords } from './words';

/** How a pasted product cell is read: the two calls it may make, given so tests and the page share the rule. */
export interface MatchCalls {
  suggestions: (query: string) => Promise<SearchSuggestions>;
  product: (slug: string) => Promise<Product | null>;
}

export type Match = { kind: 'found'; product: Product } | { kind: 'none' } | { kind: 'ambiguous'; candidates: Candidate[] };

/** A slug as the catalogue writes them: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

const sameName = (a: string, b: string) => normaliseQuery(a).toLowerCase() === normaliseQuery(b).toLowerCase();

export function productCandidates(answer: SearchSuggestions): Candidate[] {
  return (answer.groups.find((group) => group.kind === 'product')?.items ?? []).map((item) => ({ title: item.title, slug: item.slug }));
}

/**
 * A pasted product, read the way docs/decisions.md "Order pad" states: an exact slug first;
 * else the search's product suggestions, taken when one title is the text itself or only one
 * product matches; several → the candidates for the customer to choose from; none → not found.
 */
export async function matchProduct(text: string, calls: MatchCalls): Promise<Match> {
  const cell = text.trim();
  if (cell === '') return { kind: 'none' };
  if (SLUG.test(cell)) {
    const product = await calls.product(cell);
    if (product) return { kind: 'found', product };
  }
  const candidates = productCandidates(await calls.suggestions(cell));
  const chosen = candidates.find((candidate) => sameName(candidate.title, cell)) ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (chosen) {
    const product = await calls.product(chosen.slug);
    return product ? { kind: 'found', product } : { kind: 'none' };
  }
  return candidates.length > 0 ? { kind: 'ambiguous', candidates } : { kind: 'none' };
}

/** What the pad's search call throws when the search gives no answer; the row says it in the page's language. */
const SEARCH_FAILED = en.client.problems.searchFailed;

/**
 * The pad's calls: /api/search's suggestions, on the pad's own budget (a refusal, e.g. 429, is a
 * failure, not "nothing found"), and the door's product read.
 */
export const padMatchCalls: MatchCalls = {
  suggestions: async (query) => {
    const answer = await fetchSuggestions(query, undefined, ORDER_PAD_LOOKUP);
    if (!answer) throw new Error(SEARCH_FAILED);
    return answer;
  },
  product: fetchProductBySlug,
};

/** What a row says when a read failed. */
export const failureOf = (
  error: unknown,
  words: PadWords = ENGLISH_PAD_WORDS,
  errorText: (error: unknown) => string = (caught) => normaliseError(caught).message,
) => (error instanceof Error && error.message === SEARCH_FAILED ? words.problem('searchFailed') : errorText(error));
