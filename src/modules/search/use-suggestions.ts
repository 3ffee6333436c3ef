'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/shared/api/call';
import type { SearchSuggestions } from '@/modules/search/answer';
import { SEARCH_LOCALE_PARAM, SEARCH_PURPOSE_PARAM, searchQueryOf } from '@/modules/search/query';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';

const DEBOUNCE_MS = 120;
const MIN_LENGTH = 2;

/**
 * GET /api/search?q= : up to 8 suggestions grouped by kind, from the catalogue in `locale` (English
 * needs no parameter); null when the answer is not a 200 (limited, too long).
 */
export async function fetchSuggestions(query: string, signal?: AbortSignal, purpose?: string, locale: Locale = DEFAULT_LOCALE): Promise<SearchSuggestions | null> {
  const language = locale === DEFAULT_LOCALE ? undefined : locale;
  const response = await callApi('/search', { query: { q: query, [SEARCH_PURPOSE_PARAM]: purpose, [SEARCH_LOCALE_PARAM]: language }, signal });
  return response.ok ? ((await response.json()) as SearchSuggestions) : null;
}

/** Suggestions for what is typed: asked 120 ms after the last key, earlier answers dropped. */
export function useSuggestions(value: string): SearchSuggestions | null {
  const query = searchQueryOf(value);
  const locale = useLocale();
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);

  useEffect(() => {
    if (query.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal, undefined, locale)
        .then((next) => {
          if (next) setAnswer(next);
        })
        // Offline, limited or aborted: keep what is shown; Enter still opens /search.
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  // The last answer stays while the next is on its way, so the list does not flicker as the customer types.
  return query.length >= MIN_LENGTH ? answer : null;
}
