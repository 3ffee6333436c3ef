// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { SUGGESTIONS_PER_CLIENT_PER_MINUTE, sharedSearchLimiter } from '@/server/search/search-limits';
import { suggestAnswer } from '@/server/search/suggest-answer';
import { BROWSER_ORIGIN, sandbox } from '../msw/server';
import { stampedPeer } from '../door/peer-stamp';

// The suggestions' index under one version stamp: outside Next every read of it would mint another and rebuild it.
vi.mock('@/server/search/version', () => ({ searchIndexVersion: async () => 'v1' }));

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
