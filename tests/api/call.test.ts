import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { callApi, readAnswer, sendApiBeacon } from '@/shared/api/call';
import { api, toForm } from '@/shared/api/client';
import { CANCELLED_MESSAGE, TIMEOUT_MESSAGE } from '@/shared/api/errors';
import { BROWSER_ORIGIN, server } from '../msw/server';

const failureOf = (call: Promise<unknown>) => call.then(() => expect.fail('the call should fail'), (error: unknown) => error);

/** The requests the door was sent, as the browser sent them. */
function watchDoor(path: string, answer: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all(`${BROWSER_ORIGIN}/api${path}`, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

describe('the one way to the door', () => {
  it('asks for JSON, sends the query without empty values and the caller’s headers', async () => {
    const seen = watchDoor('/search');
    await readAnswer(callApi('/search', { query: { q: 'walnut oil', for: undefined, page: 2 }, headers: { 'count-order': 'writer-01.3' } }));
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/search');
    expect([...url.searchParams]).toEqual([['q', 'walnut oil'], ['page', '2']]);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers.get('accept')).toBe('application/json');
    expect(seen[0].headers.get('count-order')).toBe('writer-01.3');
  });

  it('posts a body it is given', async () => {
    const seen = watchDoor('/basket');
    await readAnswer(callApi('/basket', { body: toForm({ count: 3 }), keepalive: true }));
    expect(seen[0].method).toBe('POST');
    expect((await seen[0].formData()).get('count')).toBe('3');
  });

  it('is cancelled by the caller’s signal, in words a customer understands', async () => {
    watchDoor('/search', () => delay(2_000).then(() => HttpResponse.json({})));
    const controller = new AbortController();
    const call = failureOf(readAnswer(callApi('/search', { query: { q: 'oak' }, signal: controller.signal })));
    controller.abort();
    expect(await call).toMatchObject({ status: 0, message: CANCELLED_MESSAGE });
  });

  it('ends a call past its own limit as a timeout', async () => {
    watchDoor('/products', () => delay(2_000).then(() => HttpResponse.json({})));
    const error = await failureOf(readAnswer(callApi('/products', { timeoutMs: 50 })));
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('reads an upload’s answer as any other and reports its progress up to all of it', async () => {
    watchDoor('/reviews/create', () => HttpResponse.json({ reviews: [] }));
    const progress: number[] = [];
    const { data } = await api.post<{ reviews: unknown[] }>('/reviews/create', toForm({ title: 'Fine', img_path: [new File(['x'.repeat(4096)], 'a.png')] }), {
      onUploadProgress: (percent) => progress.push(percent),
    });
    expect(data.reviews).toEqual([]);
    expect(progress.at(-1)).toBe(100);
  });

  it('gives an upload’s refusal as the door said it', async () => {
    watchDoor('/reviews/create', () => HttpResponse.json({ message: 'Too many reviews.' }, { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failureOf(api.post('/reviews/create', toForm({ title: 'Fine' }), { onUploadProgress: () => {} }));
    expect(error).toMatchObject({ status: 429, message: 'Too many reviews. Try again in 2 minutes.' });
  });
});

describe('a beacon to /api', () => {
  it('goes to the route under /api with the report as its body, and says when the browser refused it', () => {
    const beacons: [string, string][] = [];
    let accept = true;
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: string) => (beacons.push([url, body]), accept) });
    try {
      expect(sendApiBeacon('/vitals', '{"metric":"LCP"}')).toBe(true);
      accept = false;
      expect(sendApiBeacon('/client-errors', '[]')).toBe(false);
      expect(beacons).toEqual([
        ['/api/vitals', '{"metric":"LCP"}'],
        ['/api/client-errors', '[]'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
