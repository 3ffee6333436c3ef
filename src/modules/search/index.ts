export type { SearchSuggestions } from './answer';
export { ORDER_PAD_LOOKUP, SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH, SEARCH_VIEW, normaliseQuery, searchHref } from './query';
export { fetchSuggestions, useSuggestions } from './use-suggestions';
