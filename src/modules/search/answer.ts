import { en, fr } from '@/modules/search/messages';
import type { Locale } from '@/shared/i18n/locales';

/** The answer of GET /api/search: suggestions grouped by kind, in this order. */

export type SearchKind = 'product' | 'article' | 'service';

export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'article', 'service'];

/** Each group's name in each language (search.client.groups): the answer is in the language asked. */
export const SEARCH_GROUP_LABELS: Record<Locale, Record<SearchKind, string>> = { en: en.client.groups, fr: fr.client.groups };

export interface SearchSuggestion {
  title: string;
  href: string;
  /** The product's, article's or service's slug (the order pad reads a picked product by it). */
  slug: string;
  /** The indexed words the query matched (for a misspelt word, the word it was taken for). */
  terms: string[];
}

export interface SearchSuggestionGroup {
  kind: SearchKind;
  label: string;
  items: SearchSuggestion[];
}

export interface SearchSuggestions {
  query: string;
  groups: SearchSuggestionGroup[];
}
