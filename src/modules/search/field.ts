import { SEARCH_QUERY_MAX_LENGTH } from '@/modules/search/query';

/** What the header's field is before and after the combobox loads, so nothing moves when it does (its placeholder: search.client.placeholder). */
export const SEARCH_INPUT_PROPS = {
  name: 'q',
  autoComplete: 'off',
  maxLength: SEARCH_QUERY_MAX_LENGTH,
} as const;
