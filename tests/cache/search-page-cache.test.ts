// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchPageCache, searchCacheControl } from '@/server/cache/search-page-cache.mjs';
import { pageServer } from './page-server';

/**
 * A stand-in for Next rendering /search per request, as it does for that force-dynamic page:
 * `private, no-store`, the page streamed in two writes (gzipped when the client takes it), the (signed-in) customer's e-mail in the
 * page when the request carries a session, as any page that read the session would.
 */
function setUp(options: Partial<Parameters<typeof createSearchPageCache>[0]> = {}) {
  let clock = 0;
  const cache = createSearchPageCache({ ownHost: () => true, now: () => clock, ...options });
  const asked: string[] = [];
  const next = (request: IncomingMessage, response: ServerResponse) => {
    asked.push(request.url!);
    const url = new URL(request.url!, 'http://shop.test');
    if (url.searchParams.get('page') === '9') {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (url.searchParams.get('q') === 'sets-cookie') response.setHeader('set-cookie', 'lf_basket_count=1; Path=/');
    const signedIn = /lf_session=/.test(request.headers.cookie ?? '') ? ' signed in as ada@example.com' : '';
    const html = Buffer.from(`<html><h1>Results for ${url.searchParams.get('q')}</h1>${randomBytes(Number(url.searchParams.get('size') ?? 0)).toString('base64')}${signedIn} #${asked.length}</html>`);
    // As Next's compression does when the client takes gzip.
    const body = request.headers['accept-encoding']?.includes('gzip') ? gzipSync(html) : html;
    if (body !== html) response.setHeader('content-encoding', 'gzip');
    response.write(body.subarray(0, 10));
    response.end(body.subarray(10));
  };
  return { cache, asked, next, advance: (ms: number) => (clock += ms) };
}

const pages = pageServer();
const { listen, get } = pages;

afterEach(() => pages.close());

describe('the search-page cache', () => {
  it('keeps one page for every spelling of a query, decoded once and normalised as the search reads it', async () => {
    const { cache, asked, next } = setUp();
    await listen((request, response) => cache.handle(request, response, next));
    const first = await (await get('/search?q=walnut')).text();
    for (const spelling of ['/search?q=Walnut', '/search?q=walnut%20', '/search?q=%77alnut', '/search?q=++WALNUT&page=1', '/search?q=%EF%BD%97alnut']) {
      expect(await (await get(spelling)).text(), spelling).toBe(first);
    }
    expect(asked).toEqual(['/search?q=walnut']);
    expect(cache.size).toBe(1);
    // Decoded once: %2577 is the text "%77", another query.
    await get('/search?q=%2577alnut');
    expect(asked).toHaveLength(2);
  });

  it('answers public to a CDN with a short s-maxage and stale-while-revalidate, and its replays the same', async () => {
    const { cache, next } = setUp();
    await listen((request, response) => cache.handle(request, response, next));
    const rendered = await get('/search?q=oil');
    const replayed = await get('/search?q=OIL');
    for (const answer of [rendered, replayed]) {
      expect(answer.headers.get('cache-control')).toBe(searchCacheControl());
      expect(answer.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=300$/);
    }
  });

  it('renders again once the minute is over', async () => {
    const { cache, asked, next, advance } = setUp();
    await listen((request, response) => cache.handle(request, response, next));
    await get('/search?q=oil');
    advance(59_000);
    await get('/search?q=oil');
    advance(2_000);
    await get('/search?q=oil');
    expect(asked).toHaveLength(2);
  });

  it('after the minute, renders the new page once and answers the requests meanwhile from the one it had', async () => {
    const { cache, next, advance } = setUp();
    const rendered: string[] = [];
    let hold = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await listen((request, response) =>
      cache.handle(request, response, async (nextRequest, nextResponse) => {
        rendered.push(nextRequest.url!);
        if (hold) await held;
        next(nextRequest, nextResponse);
      }),
    );
    const first = await (await get('/search?q=oil')).text();
    advance(61_000);
    hold = true;
    const renewing = get('/search?q=oil');
    while (rendered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await Promise.all(['/search?q=OIL', '/search?q=oil%20', '/search?q=oil'].map(async (path) => (await get(path)).text()));
    expect(meanwhile).toEqual([first, first, first]);
    expect(rendered).toHaveLength(2);
    release();
    const renewed = await (await renewing).text();
    expect(renewed).not.toBe(first);
    expect(await (await get('/search?q=oil')).text()).toBe(renewed);
    // Past the stale time too, the page is rendered again, not replayed.
    advance(61_000 + 300_000);
    await get('/search?q=oil');
    expect(rendered).toHaveLength(3);
  });

  it('stays within its count and bytes however many junk queries come, dropping the least recently used', async () => {
    const bound = { maxPages: 10, maxBytes: 16 * 1024 };
    const { cache, asked, next } = setUp(bound);
    await listen((request, response) => cache.handle(request, response, next));
    await get('/search?q=walnut');
    let fullByCount = false;
    let fullByBytes = false;
    for (let junk = 0; junk < 60; junk += 1) {
      // Small pages first (the count decides), then every third one large and incompressible (the bytes decide).
      await get(`/search?q=junk${junk}&size=${junk >= 30 && junk % 3 === 0 ? 3000 : 10}`);
      if (junk % 5 === 0) await get('/search?q=Walnut');
      expect(cache.size).toBeLessThanOrEqual(bound.maxPages);
      expect(cache.bytes).toBeLessThanOrEqual(bound.maxBytes);
      fullByCount ||= cache.size === bound.maxPages;
      fullByBytes ||= cache.bytes > bound.maxBytes - 5 * 1024 && cache.size < bound.maxPages;
    }
    expect([fullByCount, fullByBytes]).toEqual([true, true]);
    // Asked for all along, "walnut" was never the one dropped.
    expect(asked.filter((url) => /walnut/i.test(url))).toEqual(['/search?q=walnut']);
  });

  it('never keeps a page rendered for a signed-in customer, nor answers one from the cache; it stays private', async () => {
    const { cache, asked, next } = setUp();
    await listen((request, response) => cache.handle(request, response, next));
    for (const cookie of ['lf_session=s3cr3t', 'lf_device=1; __Host-lf_session=s3cr3t', 'lf_auth=k3y']) {
      const own = await get('/search?q=walnut', { cookie });
      expect(own.headers.get('cache-control')).toContain('private');
    }
    const anonymous = await get('/search?q=walnut');
    expect(await anonymous.text()).not.toContain('ada@example.com');
    expect(asked).toHaveLength(4);
    // A visitor's own cookies (the basket count) do not make a search personal.
    expect(await (await get('/search?q=walnut', { cookie: 'lf_basket_count=2' })).text()).toBe(await (await get('/search?q=walnut')).text());
    expect(asked).toHaveLength(4);
  });

  it('keeps no answer that sets a cookie or is not a page of results, and leaves other paths alone', async () => {
    const { cache, asked, next } = setUp();
    await listen((request, response) => cache.handle(request, response, next));
    for (let round = 0; round < 2; round += 1) {
      await get('/search?q=sets-cookie');
      await get('/search?q=oil&page=9');
      await get('/searching?q=oil');
      await get('/search?q=oil', { rsc: '1' });
    }
    expect(asked).toHaveLength(8);
    expect((await get('/search?q=sets-cookie')).headers.get('cache-control')).toContain('private');
  });
});
