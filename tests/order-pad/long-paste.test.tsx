import { screen, waitFor, within } from '../render';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OrderPad } from '@/modules/order-pad/components/OrderPad';
import { inTurn } from '@/modules/order-pad/in-turn';
import { matchProduct, padMatchCalls } from '@/modules/order-pad/match';
import { LOOKUPS_AT_ONCE, MAX_PASTED_LINES, takePaste } from '@/modules/order-pad/paste-limits';
import {
  createPadLookupLimiter,
  createSuggestLimiter,
  limiterFor,
  ORDER_PAD_LOOKUPS_PER_CLIENT,
  SUGGESTIONS_PER_CLIENT_PER_MINUTE,
} from '@/modules/search/server/search-limits';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { fill, renderWithStore } from '../auth/harness';
import { BROWSER_ORIGIN, server } from '../msw/server';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/order-pad' }));

// Issue 26: a paste is capped, looked up a few lines at a time, and never spends the customer's search limit.

// Under one version stamp: outside Next every read of it would mint another and rebuild the index.
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));

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
        const answer = await suggestAnswer(request, limiter);
        if (answer.status === 429) seen.refused += 1;
        return answer;
      } finally {
        seen.inFlight -= 1;
      }
    }),
  );
  return { limiters, seen };
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });

async function paste(text: string) {
  const view = renderWithStore(<OrderPad basketPath="/basket" />);
  await fill(view.user, screen.getByLabelText('Paste from a spreadsheet'), text);
  await view.user.click(screen.getByRole('button', { name: 'Add pasted lines' }));
  return view;
}

describe('a long paste', { timeout: 120_000 }, () => {
  it('takes the first 200 of 500 lines and says how many were left (the paste box shows it)', () => {
    const pasted = Array.from({ length: 500 }, (_, index) => `no such product ${index + 1}\t1`).join('\n');
    const taken = takePaste(pasted);
    expect(taken?.lines).toHaveLength(MAX_PASTED_LINES);
    expect(taken?.lines.at(-1)?.text).toBe('no such product 200');
    expect(taken?.note).toBe('Only the first 200 of the 500 pasted lines were read into the pad: it takes 200 lines at a time. Add these to the basket, then paste the other 300.');
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
    // The pad's own lookups, as readPaste runs them (rendering 200 rows in jsdom takes minutes).
    const { lines } = takePaste(Array.from({ length: MAX_PASTED_LINES }, () => 'edge mini\t1').join('\n'))!;
    const found: string[] = [];
    await inTurn(lines, LOOKUPS_AT_ONCE, async (pasted) => {
      const match = await matchProduct(pasted.text, padMatchCalls);
      if (match.kind === 'found') found.push(match.product.slug);
    });
    expect(found).toHaveLength(MAX_PASTED_LINES);
    expect(new Set(found)).toEqual(new Set(['lumacure-edge-mini-lamp']));
    expect(seen).toMatchObject({ pad: MAX_PASTED_LINES, refused: 0, typing: 0 });
  });

  it('a pasted row does not also ask the search as if the customer had typed it', async () => {
    const { seen } = searchWithRealLimits();
    await paste('edge mini\t1\ndeep stain\t2');
    await waitFor(() => expect(within(line(2)).getByRole('combobox', { name: 'Product' })).toHaveValue('Arboris Deep Stain'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toMatchObject({ pad: 2, typing: 0 });
  });
});

describe("the pad's budget", () => {
  it('is bounded too: a client that claims to be the pad gets 429 past 400 lookups', async () => {
    const limiter = createPadLookupLimiter();
    const ask = () => suggestAnswer(new Request(`${BROWSER_ORIGIN}/api/search?q=oil&for=order-pad`), limiter);
    for (let call = 0; call < ORDER_PAD_LOOKUPS_PER_CLIENT; call += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});
