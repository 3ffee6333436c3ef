// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { SUGGESTIONS_PER_CLIENT_PER_MINUTE, sharedSearchLimiter } from '@/modules/search/server/search-limits';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { lastPageOf } from '@/server/lists/last-page';
import { BROWSER_ORIGIN, sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { stampedPeer } from '../door/peer-stamp';

// The suggestions' index under one version stamp: outside Next every read of it would mint another and rebuild it.
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));

/** Where the proxy sends a URL: the view path it rewrites to, or its own answer's status. */
async function served(path: string, peer = '198.51.100.7'): Promise<string | number> {
  const answer = await proxy(new NextRequest(`${BROWSER_ORIGIN}${path}`, { headers: stampedPeer(peer) }));
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : answer.status;
}

describe('junk list URLs make no cached page of their own', () => {
  it('sends a page past a list’s last to the one 404 page, and the pages it has to their own', async () => {
    const pages = Math.ceil(sandbox.db().catalogue.products.length / 12);
    expect(await served(`/products?page=${pages}`)).toBe(`/products/view/n${pages}`);
    for (const page of [pages + 1, 999, 123456]) expect(await served(`/products?page=${page}`)).toBe('/products/view/unknown');
    expect(await served('/products?categories=1,999')).toBe('/products/view/unknown');
    expect(await served('/products?categories=%31%2C3&sort=title')).toBe('/products/view/c1.3-stitle');
  });

  it('answers the view paths asked for directly with the 404 page', async () => {
    expect(await served('/products/view/c1.999')).toBe('/products/view/unknown');
    expect(await served('/products/view/n5000')).toBe('/products/view/unknown');
    expect(await served('/blog/view/n5000')).toBe('/blog/view/unknown');
    expect(await served(`/search/view/q${Buffer.from('oil 1').toString('hex')}`)).toBe('/search/view/unknown');
  });

  it('sends /blog pages past the last and unknown types to the one 404 page', async () => {
    expect(await served('/blog?page=999')).toBe('/blog/view/unknown');
    expect(await served('/blog?type=rumours')).toBe('/blog/view/unknown');
    expect(await served('/blog?type=guide')).toBe('/blog/view/tguide');
  });
});

describe('a list whose page count the dashboard does not give', () => {
  /** The dashboard's list reads failing (the proxy's page count among them), for `path`. */
  const countsFail = (path: string) => server.use(http.get(`${SANDBOX_ORIGIN}/api/${path}`, () => new HttpResponse(null, { status: 500 })));

  it('renders no page past the first, so no page number up to 999999 becomes a cached page: 503, no-store, try again', async () => {
    countsFail('products');
    countsFail('articles');
    for (const url of ['/products?categories=3&page=999999', '/products?categories=3&page=2', '/blog?type=guide&page=999999']) {
      const answer = await proxy(new NextRequest(`${BROWSER_ORIGIN}${url}`, { headers: stampedPeer('198.51.100.7') }));
      expect(answer.headers.get('x-middleware-rewrite'), url).toBeNull();
      expect(answer.status, url).toBe(503);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // The first page needs no count.
    expect(await served('/products?categories=3')).toBe('/products/view/c3');
  });

  it('keeps the last count the dashboard gave when it stops answering, however old', async () => {
    const later = Date.now() + 60 * 60 * 1000;
    const pages = await lastPageOf('/products', { categories: '2' }, 12);
    expect(pages).toBeGreaterThanOrEqual(1);
    countsFail('products');
    expect(await lastPageOf('/products', { categories: '2' }, 12, later)).toBe(pages);
    expect(await lastPageOf('/products', { categories: '1,2' }, 12, later)).toBeNull();
  });
});

describe('/search shares the suggestions’ per-client limit', () => {
  it('refuses the search after the client spent its searches on suggestions and pages together', async () => {
    const peer = '198.51.100.99';
    const half = SUGGESTIONS_PER_CLIENT_PER_MINUTE / 2;
    for (let i = 0; i < half; i++) {
      const answer = await suggestAnswer(new Request(`${BROWSER_ORIGIN}/api/search?q=oil`, { headers: stampedPeer(peer) }), sharedSearchLimiter());
      expect(answer.status).toBe(200);
    }
    for (let i = 0; i < half; i++) expect(await served(`/search?q=oil+${i}`, peer)).toMatch(/^\/search\/view\//);
    expect(await served('/search?q=oil', peer)).toBe(429);
    expect(await served('/search', peer)).toBe('/search/view/all');
    expect(await served('/search?q=oil', '198.51.100.100')).toMatch(/^\/search\/view\//);
  });
});
