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

/** Where the proxy sends a URL: the view path it rewrites to (`/en/...` for an English address), or its own answer's status. */
async function served(path: string, peer = '198.51.100.7'): Promise<string | number> {
  const answer = await proxy(new NextRequest(`${BROWSER_ORIGIN}${path}`, { headers: stampedPeer(peer) }));
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : answer.status;
}

describe('junk list URLs make no cached page of their own', () => {
  it('sends a page past a list’s last to the one 404 page, and the pages it has to their own', async () => {
    const pages = Math.ceil(sandbox.db().catalogue.products.length / 12);
    expect(await served(`/products?page=${pages}`)).toBe(`/en/products/view/n${pages}`);
    for (const page of [pages + 1, 999, 123456]) expect(await served(`/products?page=${page}`)).toBe('/en/products/view/unknown');
    expect(await served('/products?categories=1,999')).toBe('/en/products/view/unknown');
    expect(await served('/products?categories=%31%2C3&sort=title')).toBe('/en/products/view/c1.3-stitle');
  });

  it('answers the view paths asked for directly with the 404 page', async () => {
    expect(await served('/products/view/c1.999')).toBe('/en/products/view/unknown');
    expect(await served('/products/view/n5000')).toBe('/en/products/view/unknown');
    expect(await served('/blog/view/n5000')).toBe('/en/blog/view/unknown');
    expect(await served(`/search/view/q${Buffer.from('oil 1').toString('hex')}`)).toBe('/en/search/view/unknown');
  });

  it('serves each French list from its French view, the junk ones from the French 404 page', async () => {
    expect(await served('/fr/products?categories=%31%2C3&sort=title')).toBe('/fr/products/view/c1.3-stitle');
    expect(await served('/fr/products?page=999')).toBe('/fr/products/view/unknown');
    expect(await served('/fr/products/view/n5000')).toBe('/fr/products/view/unknown');
    expect(await served('/fr/search?q=huile')).toBe(`/fr/search/view/q${Buffer.from('huile').toString('hex')}`);
  });

  it('sends /blog pages past the last and unknown types to the one 404 page', async () => {
    expect(await served('/blog?page=999')).toBe('/en/blog/view/unknown');
    expect(await served('/blog?type=rumours')).toBe('/en/blog/view/unknown');
    expect(await served('/blog?type=guide')).toBe('/en/blog/view/tguide');
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
    const french = await proxy(new NextRequest(`${BROWSER_ORIGIN}/fr/products?categories=3&page=2`, { headers: stampedPeer('198.51.100.7') }));
    expect(french.status).toBe(503);
    expect(await french.text()).toBe('Cette liste ne peut pas être affichée pour le moment. Veuillez réessayer dans une minute.');
    // The first page needs no count.
    expect(await served('/products?categories=3')).toBe('/en/products/view/c3');
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
    for (let i = 0; i < half; i++) expect(await served(`/search?q=oil+${i}`, peer)).toMatch(/^\/en\/search\/view\//);
    expect(await served('/search?q=oil', peer)).toBe(429);
    const refused = await proxy(new NextRequest(`${BROWSER_ORIGIN}/search?q=oil`, { headers: stampedPeer(peer) }));
    expect(await refused.text()).toBe('Too many searches. Try again in a minute.');
    const refusedInFrench = await proxy(new NextRequest(`${BROWSER_ORIGIN}/fr/search?q=huile`, { headers: stampedPeer(peer) }));
    expect(refusedInFrench.status).toBe(429);
    expect(await refusedInFrench.text()).toBe('Trop de recherches. Réessayez dans une minute.');
    expect(await served('/search', peer)).toBe('/en/search/view/all');
    expect(await served('/search?q=oil', '198.51.100.100')).toMatch(/^\/en\/search\/view\//);
  });
});
