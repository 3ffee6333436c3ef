import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SearchSuggestions } from '@/modules/search/answer';
import { SEARCH_QUERY_MAX_LENGTH, searchQueryOf } from '@/modules/search/query';
import { searchWait, TOO_MANY_SEARCHES } from './search-limits';
import { siteIndex } from './site-search';

/** Short, so a new product shows within a minute; long enough for the same letters typed again. */
const CACHE_CONTROL = 'public, max-age=60';

const json = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Response.json(data, { status, headers: { 'cache-control': status === 200 ? CACHE_CONTROL : 'no-store', ...headers } });

/**
 * GET /api/search?q= : the door's rules that apply to a call that never leaves the storefront —
 * the client's address as the door reads it, a per-client limit in the door's limiter store, and
 * the query read once (URLSearchParams decodes it) and capped before any work is done, then
 * brought to its one form (searchQueryOf) for the index.
 */
export async function suggestAnswer(request: Request, limiter: RateLimiterAbstract): Promise<Response> {
  const started = performance.now();
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    return json(414, { message: `A search may be at most ${SEARCH_QUERY_MAX_LENGTH} characters long.` });
  }
  const wait = await searchWait(request, limiter);
  if (wait !== null) return json(429, { message: TOO_MANY_SEARCHES }, { 'retry-after': String(wait) });
  const answer: SearchSuggestions = (await siteIndex()).suggest(searchQueryOf(q));
  // The time this answer took (an index build included), for devtools and the bench (scripts/bench/large-catalogue.mjs).
  return json(200, answer, { 'server-timing': `suggest;dur=${(performance.now() - started).toFixed(2)}` });
}
