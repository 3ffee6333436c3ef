import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ORDER_PAD_LOOKUP, SEARCH_PURPOSE_PARAM } from '@/modules/search/query';
import { clientWait } from '@/server/door/client-wait';
import { createLimiter } from '@/server/door/limiter-store';
import type { Locale } from '@/shared/i18n/locales';
import * as messages from '@/modules/search/messages';

/** A customer typing makes a request every few keystrokes; a script makes hundreds. */
export const SUGGESTIONS_PER_CLIENT_PER_MINUTE = 120;

/**
 * The order pad's lookups of pasted lines (200 at most per paste): two whole pastes per client in
 * ten minutes. A budget apart from the typing limit, so one paste (200 lookups, more than 120)
 * never leaves the customer's search field refused; a client that claims to be the pad only
 * moves to this bounded budget, so the most one client gets is 120 a minute plus 400 in ten.
 */
export const ORDER_PAD_LOOKUPS_PER_CLIENT = 400;
export const ORDER_PAD_LOOKUPS_SECONDS = 10 * 60;

export function createSuggestLimiter(): RateLimiterAbstract {
  return createLimiter({ keyPrefix: 'search', points: SUGGESTIONS_PER_CLIENT_PER_MINUTE, durationSeconds: 60 });
}

// The proxy (/search pages) and the route (/api/search) are bundled apart: one counter per process.
const SEARCH_LIMITER = Symbol.for('ledfloor.searchLimiter');
const holder = globalThis as { [SEARCH_LIMITER]?: RateLimiterAbstract };

/** The per-client search limit that suggestions and the /search page spend together. */
export const sharedSearchLimiter = () => (holder[SEARCH_LIMITER] ??= createSuggestLimiter());

/** What a refused search says, in the language of the page or field that asked (search.server messages). */
export const tooManySearches = (locale: Locale) => messages[locale].server.tooMany;

/** Spends one search of the client's; the seconds to wait when none is left, else null. */
export const searchWait = clientWait;

export function createPadLookupLimiter(): RateLimiterAbstract {
  return createLimiter({ keyPrefix: 'search-pad', points: ORDER_PAD_LOOKUPS_PER_CLIENT, durationSeconds: ORDER_PAD_LOOKUPS_SECONDS });
}

export interface SuggestLimiters {
  typing: RateLimiterAbstract;
  padLookups: RateLimiterAbstract;
}

/** The budget a call spends: the order pad's lookups their own, everything else the typing limit. */
export function limiterFor(request: Request, limiters: SuggestLimiters): RateLimiterAbstract {
  return new URL(request.url).searchParams.get(SEARCH_PURPOSE_PARAM) === ORDER_PAD_LOOKUP ? limiters.padLookups : limiters.typing;
}
