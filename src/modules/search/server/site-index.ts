import 'server-only';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_GROUP_LABELS, SEARCH_KINDS, type SearchKind, type SearchSuggestions } from '@/modules/search/answer';
import type { SearchQuery } from '@/modules/search/query';
import { frenchTerm } from '@/modules/search/words';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';
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
function queryOf(words: string[]): Query {
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

/**
 * Suggestions look first among the newest this-many products (with every article and service):
 * ranking a word that most of 10,000 products share costs ~100 ms over all of them, ~5 ms over these.
 */
export const SUGGESTION_PRODUCTS = 500;

export interface SearchHit {
  document: SearchDocument;
  /** The indexed words matched (what a misspelt word was taken for). */
  terms: string[];
}

export interface SiteIndex {
  /** Every hit, best first. */
  search(query: SearchQuery): SearchHit[];
  /** Up to `limit` hits as suggestions, grouped by kind. */
  suggest(query: SearchQuery, limit?: number): SearchSuggestions;
  size: number;
}

/**
 * How a word is indexed and searched in each language: English as MiniSearch reads it (lower
 * case); French folded and stemmed lightly (src/modules/search/words.ts).
 */
const PROCESS_TERM: Record<Locale, ((term: string) => string) | undefined> = {
  en: undefined,
  fr: frenchTerm,
};

function miniSearchOf(documents: SearchDocument[], language: Locale): MiniSearch<SearchDocument> {
  const processTerm = PROCESS_TERM[language];
  const mini = new MiniSearch<SearchDocument>({ fields: [...FIELDS], searchOptions: { boost: BOOST }, ...(processTerm ? { processTerm } : {}) });
  mini.addAll(documents);
  return mini;
}

/** Every article and service, and the newest products up to `products` (the catalogue's default order). */
function suggestionDocuments(documents: SearchDocument[], products: number): SearchDocument[] {
  const newest = documents
    .filter((document) => document.product)
    .sort((a, b) => b.product!.created_at.localeCompare(a.product!.created_at))
    .slice(0, products);
  return [...newest, ...documents.filter((document) => !document.product)];
}

export interface SiteIndexOptions {
  suggestionProducts?: number;
  /** The documents' language: how their words and the typed ones are read. */
  language?: Locale;
}

export function buildSiteIndex(documents: SearchDocument[], { suggestionProducts = SUGGESTION_PRODUCTS, language = DEFAULT_LOCALE }: SiteIndexOptions = {}): SiteIndex {
  const mini = miniSearchOf(documents, language);
  const head = suggestionDocuments(documents, suggestionProducts);
  // A small catalogue is its own head: one index.
  const headMini = head.length < documents.length ? miniSearchOf(head, language) : mini;
  const byId = new Map(documents.map((document) => [document.id, document]));

  function searchIn(index: MiniSearch<SearchDocument>, query: SearchQuery): SearchHit[] {
    const words = tokenize(query).filter(Boolean);
    if (words.length === 0) return [];
    return index.search(queryOf(words)).flatMap((result: SearchResult) => {
      const document = byId.get(result.id as string);
      return document ? [{ document, terms: result.terms }] : [];
    });
  }

  const search = (query: SearchQuery) => searchIn(mini, query);

  // Customers type the same first letters: answers are kept per query for the life of this index
  // (a new index starts empty).
  const suggestions = new Map<string, SearchSuggestions>();

  function suggest(query: SearchQuery, limit = 8): SearchSuggestions {
    const key = `${limit}:${query}`;
    const known = suggestions.get(key);
    if (known) {
      suggestions.delete(key);
      suggestions.set(key, known);
      return known;
    }
    const answer = rankSuggestions(query, limit);
    suggestions.set(key, answer);
    if (suggestions.size > SUGGESTIONS_KEPT) suggestions.delete(suggestions.keys().next().value as string);
    return answer;
  }

  // A query that fills the suggestions from the head is answered there; a narrower one (a rarer
  // word, an older product's name) matches few documents, so ranking it over all of them is cheap.
  function suggestionHits(query: SearchQuery, limit: number): SearchHit[] {
    const fromHead = searchIn(headMini, query);
    return (fromHead.length >= limit || headMini === mini ? fromHead : search(query)).slice(0, limit);
  }

  function rankSuggestions(query: SearchQuery, limit: number): SearchSuggestions {
    const hits = suggestionHits(query, limit);
    const groups = SEARCH_KINDS.map((kind: SearchKind) => ({
      kind,
      label: SEARCH_GROUP_LABELS[language][kind],
      items: hits
        .filter((hit) => hit.document.kind === kind)
        .map(({ document, terms }) => ({ title: document.title, slug: document.slug, href: document.href, terms })),
    })).filter((group) => group.items.length > 0);
    return { query, groups };
  }

  return { search, suggest, size: documents.length };
}
