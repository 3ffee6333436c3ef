// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildSiteIndex } from '@/modules/search/server/site-index';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import type { SearchSuggestions } from '@/modules/search/answer';
import { SEARCH_VIEW } from '@/modules/search/query';
import { createLimiter } from '@/server/door/limiter-store';
import { stampedPeer } from '../door/peer-stamp';

// Under one version stamp: outside Next every read of it would mint another and rebuild the index.
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));

const limiter = createLimiter({ keyPrefix: 'query-once-test', points: 10_000, durationSeconds: 60 });

/** What /api/search answers for a query string as it is on the wire. */
async function suggestionsFor(wire: string): Promise<SearchSuggestions> {
  const response = await suggestAnswer(new Request(`http://localhost:3000/api/search?q=${wire}`, { headers: stampedPeer('203.0.113.40') }), limiter);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchSuggestions;
}

/** The query the /search page shows for a query string as it is on the wire. */
function pageQueryFor(wire: string): string | undefined {
  return SEARCH_VIEW.stateOfKey(SEARCH_VIEW.keyOfQuery(new URL(`http://localhost:3000/search?q=${wire}`).searchParams))?.query;
}

describe('a search query is read in one form', () => {
  it('gives the same suggestions and the same results page however it is spelt', async () => {
    const spellings = ['walnut+stain', '%20%20Walnut%09STAIN%20', 'WALNUT%C2%A0%C2%A0stain', 'walnut%20%20%20stain'];
    const answers = await Promise.all(spellings.map(suggestionsFor));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].query).toBe('walnut stain');
    expect(new Set(spellings.map((wire) => SEARCH_VIEW.keyOfQuery(new URL(`http://localhost:3000/search?q=${wire}`).searchParams))).size).toBe(1);
    expect(spellings.map(pageQueryFor)).toEqual(spellings.map(() => 'walnut stain'));
  });

  it('suggests for the very query its “See all results” page shows, however many words were typed', async () => {
    const wire = 'oil+one+two+three+four+five+six+seven+eight+nine';
    expect((await suggestionsFor(wire)).query).toBe(pageQueryFor(wire));
  });

  it('decodes a query once: an encoded percent stays a percent, on the suggestions and on the page', async () => {
    expect((await suggestionsFor('%2541')).query).toBe('%41');
    expect(pageQueryFor('%2541')).toBe('%41');
    expect(pageQueryFor('%252541')).toBe('%2541');
  });

  it('lets only a query in its one form reach the index', () => {
    const index = buildSiteIndex([]);
    // @ts-expect-error a raw string is not a SearchQuery: it would skip the one normalisation.
    expect(index.search(' Oil ')).toEqual([]);
  });
});
