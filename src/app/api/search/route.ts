import { createPadLookupLimiter, limiterFor, sharedSearchLimiter } from '@/modules/search/server';
import { suggestAnswer } from '@/modules/search/server';

/**
 * Search suggestions. A static segment, so Next matches it before the door's catch-all
 * (`api/[...path]`): it never reaches the dashboard. GET only (any other method is Next's 405).
 */
export const dynamic = 'force-dynamic';

// Typing spends the limit the /search page shares; the order pad's lookups spend their own.
const limiters = { typing: sharedSearchLimiter(), padLookups: createPadLookupLimiter() };

export function GET(request: Request) {
  return suggestAnswer(request, limiterFor(request, limiters));
}
