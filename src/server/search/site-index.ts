import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_GROUP_LABELS, SEARCH_KINDS, type SearchKind, type SearchSuggestions } from '@/shared/search/answer';
import { normaliseQuery, SEARCH_QUERY_MAX_LENGTH } from '@/shared/search/query';
import type { SearchDocument } from './documents';

const FIELDS = ['title', 'categories', 'colors', 'sheens', 'types', 'text'] as const;

/** A title word counts most; a colour, sheen, type or category names a product outright; body text least. */
const BOOST = { title: 4, colors: 2, categories: 2, sheens: 2, types: 2, text: 0.5 };

/** One typo in words of four letters or more (an edit, or two neighbours swapped below). */
const fuzzy = (term: string) => (term.length >= 4 ? 0.2 : false);

/** "stian" → "tsian", "sitan", "stain", "stina": Levenshtein counts a swap as two edits; a customer counts one. */
function swaps(term: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index < term.length - 1; index += 1) {
    if (term[index] === term[index + 1]) continue;
    variants.push(term.slice(0, index) + term[index + 1] + term[index] + term.slice(index + 2));
  }
  return variants;
}

const tokenize = (text: string) => MiniSearch.getDefault('tokenize')(text) as string[];

/** Every word must match (AND); each word may be typed in part, misspelt once, or two letters swapped. */
function queryOf(text: string): Query {
  const words = tokenize(normaliseQuery(text)).filter(Boolean);
  return {
    combineWith: 'AND',
    queries: words.map((word) => ({
      combineWith: 'OR',
      queries: [
        { queries: [word], fuzzy, prefix: true },
        ...(word.length >= 4 ? [{ queries: swaps(word), prefix: true, fuzzy: false, weights: { fuzzy: 0.45, prefix: 0.375 } }] : []),
      ],
    })),
  };
}

/** Queries whose suggestions an index keeps, least recently asked dropped first. */
export const SUGGESTIONS_KEPT = 2000;

export interface SearchHit {
  document: SearchDocument;
  /** The indexed words matched (what a misspelt word was taken for). */
  terms: string[];
}

export interface SiteIndex {
  /** Every hit, best first. */
  search(text: string): SearchHit[];
  /** Up to `limit` hits as suggestions, grouped by kind. */
  suggest(text: string, limit?: number): SearchSuggestions;
  size: number;
}

export function buildSiteIndex(documents: SearchDocument[]): SiteIndex {
  const mini = new MiniSearch<SearchDocument>({ fields: [...FIELDS], searchOptions: { boost: BOOST } });
  mini.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));

  function search(text: string): SearchHit[] {
    const q = normaliseQuery(text).slice(0, SEARCH_QUERY_MAX_LENGTH);
    if (!tokenize(q).some(Boolean)) return [];
    return mini.search(queryOf(q)).flatMap((result: SearchResult) => {
      const document = byId.get(result.id as string);
      return document ? [{ document, terms: result.terms }] : [];
    });
  }

  // A common word matches most of a large catalogue and costs tens of milliseconds to rank
  // (10,000 products: ~30 ms for "oil"); customers type the same first letters, so answers are
  // kept per query for the life of this index (a new index starts empty).
  const suggestions = new Map<string, SearchSuggestions>();

  function suggest(text: string, limit = 8): SearchSuggestions {
    const key = `${limit}:${normaliseQuery(text).slice(0, SEARCH_QUERY_MAX_LENGTH)}`;
    const known = suggestions.get(key);
    if (known) {
      suggestions.delete(key);
      suggestions.set(key, known);
      return known;
    }
    const answer = rankSuggestions(text, limit);
    suggestions.set(key, answer);
    if (suggestions.size > SUGGESTIONS_KEPT) suggestions.delete(suggestions.keys().next().value as string);
    return answer;
  }

  function rankSuggestions(text: string, limit: number): SearchSuggestions {
    const hits = search(text).slice(0, limit);
    const groups = SEARCH_KINDS.map((kind: SearchKind) => ({
      kind,
      label: SEARCH_GROUP_LABELS[kind],
      items: hits
        .filter((hit) => hit.document.kind === kind)
        .map(({ document, terms }) => ({ title: document.title, slug: document.slug, href: document.href, terms })),
    })).filter((group) => group.items.length > 0);
    return { query: normaliseQuery(text), groups };
  }

  return { search, suggest, size: documents.length };
}
