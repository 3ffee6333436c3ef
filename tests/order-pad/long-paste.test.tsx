import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadSearchSource, SEARCH_HREFS } from '@/app/search/site-search';
import { OrderPad } from '@/features/order-pad/components/OrderPad';
import { LOOKUPS_AT_ONCE, MAX_PASTED_LINES } from '@/features/order-pad/paste-limits';
import { createIndexCache } from '@/server/search/index-cache';
import {
  createPadLookupLimiter,
  createSuggestLimiter,
  limiterFor,
  ORDER_PAD_LOOKUPS_PER_CLIENT,
  suggestAnswer,
  SUGGESTIONS_PER_CLIENT_PER_MINUTE,
} from '@/server/search/suggest-answer';
import { fill, renderWithStore } from '../auth/harness';
import { BROWSER_ORIGIN, server } from '../msw/server';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/order-pad' }));

// Issue 26: a paste is capped, looked up a few lines at a time, and never spends the customer's search limit.

const siteIndex = createIndexCache({ load: loadSearchSource, hrefs: SEARCH_HREFS, version: async () => 'v1' });

/** /api/search as its route answers, with the route's real limits; what each call spent and got. */
function searchWithRealLimits({ answerAfterMs = 0 } = {}) {
  const limiters = { typing: createSuggestLimiter(), padLookups: createPadLookupLimiter() };
  const seen = { typing: 0, pad: 0, refused: 0, inFlight: 0, mostInFlight: 0, queries: [] as string[] };
  server.use(
    http.get(`${BROWSER_ORIGIN}/api/search`, async ({ request }) => {
      const limiter = limiterFor(request, limiters);
      seen[limiter === limiters.typing ? 'typing' : 'pad'] += 1;
      seen.queries.push(new URL(request.url).searchParams.get('q') ?? '');
      seen.inFlight += 1;
      seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
      try {
        await delay(answerAfterMs);
        const answer = await suggestAnswer(request, limiter, siteIndex);
        if (answer.status === 429) seen.refused += 1;
        return answer;
      } finally {
        seen.inFlight -= 1;
      }
    }),
  );
  return { limiters, seen };
}

const rows = () => screen.getAllByRole('group', { name: /^Line \d+$/ });
const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });

async function paste(text: string) {
  const view = renderWithStore(<OrderPad basketPath="/basket" />);
  await fill(view.user, screen.getByLabelText('Paste from a spreadsheet'), text);
  await view.user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
  return view;
}

describe('a long paste', { timeout: 120_000 }, () => {
  it('takes the first 200 of 500 lines and says so where the customer pasted', async () => {
    searchWithRealLimits();
    const pasted = Array.from({ length: 500 }, (_, index) => `no such product ${index + 1}\t1`).join('\n');
    await paste(pasted);
    const note = await screen.findByText(/^Only the first 200 of the 500 pasted lines/);
    expect(note).toHaveTextContent('Only the first 200 of the 500 pasted lines were read into the pad: it takes 200 lines at a time. Add these to the basket, then paste the other 300.');
    expect(note.closest('div')).toContainElement(screen.getByLabelText('Paste from a spreadsheet'));
    expect(rows()).toHaveLength(MAX_PASTED_LINES);
    expect(within(rows()[199]).getByRole('combobox', { name: 'Product' })).toHaveValue('no such product 200');
  });

  it('looks lines up at most four at a time, in the order they were pasted', async () => {
    const { seen } = searchWithRealLimits({ answerAfterMs: 30 });
    const names = Array.from({ length: 24 }, (_, index) => `walnut ${index + 1}`);
    await paste(names.map((name) => `${name}\t1`).join('\n'));
    await waitFor(() => expect(seen.queries).toHaveLength(names.length), { timeout: 30_000 });
    expect(seen.mostInFlight).toBeLessThanOrEqual(LOOKUPS_AT_ONCE);
    expect(seen.mostInFlight).toBe(LOOKUPS_AT_ONCE);
    expect(seen.queries).toEqual(names);
  });

  it('a whole 200-line paste gets no 429 and leaves the search field’s limit untouched', async () => {
    // Why the pad needs a budget of its own: one full paste is more lookups than a minute of typing allows.
    expect(MAX_PASTED_LINES).toBeGreaterThan(SUGGESTIONS_PER_CLIENT_PER_MINUTE);
    expect(MAX_PASTED_LINES).toBeLessThanOrEqual(ORDER_PAD_LOOKUPS_PER_CLIENT);
    const { seen } = searchWithRealLimits();
    await paste(Array.from({ length: MAX_PASTED_LINES }, () => 'edge mini\t1').join('\n'));
    await waitFor(() => expect(seen.pad).toBe(MAX_PASTED_LINES), { timeout: 90_000 });
    await waitFor(() => expect(within(line(MAX_PASTED_LINES)).getByRole('combobox', { name: 'Product' })).toHaveValue('LumaCure Edge Mini LED Lamp'), { timeout: 30_000 });
    expect(seen).toMatchObject({ refused: 0, typing: 0 });
    expect(screen.queryByText('The search did not answer. Please try again in a minute.', { exact: false })).toBeNull();
  });
});

describe("the pad's budget", () => {
  it('is bounded too: a client that claims to be the pad gets 429 past 400 lookups', async () => {
    const limiter = createPadLookupLimiter();
    const ask = () => suggestAnswer(new Request(`${BROWSER_ORIGIN}/api/search?q=oil&for=order-pad`), limiter, siteIndex);
    for (let call = 0; call < ORDER_PAD_LOOKUPS_PER_CLIENT; call += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});
