import 'server-only';
import { createTranslator } from 'next-intl';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SearchSuggestions } from '@/modules/search/answer';
import * as messages from '@/modules/search/messages';
import { SEARCH_LOCALE_PARAM, SEARCH_QUERY_MAX_LENGTH, searchQueryOf } from '@/modules/search/query';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/shared/i18n/locales';
import { precompiled } from '@/shared/i18n/precompile';
import { searchWait, tooManySearches } from './search-limits';
import { siteIndex } from './site-search';

/** Short, so a new product shows within a minute; long enough for the same letters typed again. */
const CACHE_CONTROL = 'public, max-age=60';

const json = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Response.json(data, { status, headers: { 'cache-control': status === 200 ? CACHE_CONTROL : 'no-store', ...headers } });

const COMPILED = { en: precompiled(messages.en), fr: precompiled(messages.fr) };

/** The language the field asked in (`locale=fr`); English when it named none. */
function localeOf(search: URLSearchParams): Locale {
  const asked = search.get(SEARCH_LOCALE_PARAM);
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}

/**
 * GET /api/search?q= : the door's rules that apply to a call that never leaves the storefront —
 * the client's address as the door reads it, a per-client limit in the door's limiter store, and
 * the query read once (URLSearchParams decodes it) and capped before any work is done, then
 * brought to its one form (searchQueryOf) for the index of the language asked (`locale`).
 */
export async function suggestAnswer(request: Request, limiter: RateLimiterAbstract): Promise<Response> {
  const started = performance.now();
  const search = new URL(request.url).searchParams;
  const q = search.get('q') ?? '';
  const locale = localeOf(search);
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    const t = createTranslator({ locale, messages: COMPILED[locale], namespace: 'server' });
    return json(414, { message: t('tooLong', { max: SEARCH_QUERY_MAX_LENGTH }) });
  }
  const wait = await searchWait(request, limiter);
  if (wait !== null) return json(429, { message: tooManySearches(locale) }, { 'retry-after': String(wait) });
  const answer: SearchSuggestions = (await siteIndex(locale)).suggest(searchQueryOf(q));
  // The time this answer took (an index build included), for devtools and the bench (scripts/bench/large-catalogue.mjs).
  return json(200, answer, { 'server-timing': `suggest;dur=${(performance.now() - started).toFixed(2)}` });
}
