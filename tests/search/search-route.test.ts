// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as route from '@/app/api/search/route';
import { createLimiter } from '@/server/door/limiter-store';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import type { SearchSuggestions } from '@/modules/search/answer';
import { stampedPeer } from '../door/peer-stamp';

// Under one version stamp: outside Next every read of it would mint another and rebuild the index.
vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));

function ask(q: string, { peer = '203.0.113.7', headers = {} }: { peer?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost:3000/api/search?q=${q}`, { headers: { ...stampedPeer(peer), ...headers } });
}

const limiter = (points = 100) => createLimiter({ keyPrefix: `search-test-${Math.random()}`, points, durationSeconds: 60 });

describe('GET /api/search', () => {
  it('answers suggestions grouped by kind with a short public cache', async () => {
    const response = await suggestAnswer(ask('nordwod'), limiter());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const answer = (await response.json()) as SearchSuggestions;
    expect(answer.groups[0].label).toBe('Products');
    expect(answer.groups[0].items[0]).toMatchObject({ title: expect.stringMatching(/^Nordwood/), href: expect.stringMatching(/^\/product\//) });
  });

  it('reads the query decoded once: an encoded percent stays a percent', async () => {
    const answer = (await (await suggestAnswer(ask('%2573tain'), limiter())).json()) as SearchSuggestions;
    expect(answer.query).toBe('%73tain');
  });

  it('refuses a query over 100 characters before counting or searching, and takes one of 100', async () => {
    const tight = limiter(1);
    const tooLong = await suggestAnswer(ask('a'.repeat(101)), tight);
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers.get('cache-control')).toBe('no-store');
    // Encoded, the same 101 characters are longer on the wire: the cap is on the decoded text.
    expect((await suggestAnswer(ask('%C3%A9'.repeat(101)), tight)).status).toBe(414);
    expect((await suggestAnswer(ask('%C3%A9'.repeat(100)), tight)).status).toBe(200);
  });

  it('limits each client, and a client cannot pick another address with x-forwarded-for', async () => {
    const shared = limiter(3);
    for (let call = 0; call < 3; call += 1) expect((await suggestAnswer(ask('oil'), shared)).status).toBe(200);
    const refused = await suggestAnswer(ask('oil', { headers: { 'x-forwarded-for': '198.51.100.1' } }), shared);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await suggestAnswer(ask('oil', { peer: '203.0.113.8' }), shared)).status).toBe(200);
  });

  it('offers GET alone, so Next answers any other method with 405', () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => method in route);
    expect(methods).toEqual(['GET']);
  });
});
