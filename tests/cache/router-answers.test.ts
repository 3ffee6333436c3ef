// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRouterAnswersFromBrowserRevalidation } from '@/server/cache/router-answers.mjs';
import { server as msw } from '../msw/server';

const NEXT_RULE = 's-maxage=300, stale-while-revalidate=31535700';
const servers: ReturnType<typeof createServer>[] = [];

/** A server like server.mjs in front of a stand-in for Next, which answers a cached page the way Next does. */
async function serve(answer: (response: ServerResponse) => void): Promise<string> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    keepRouterAnswersFromBrowserRevalidation(request, response);
    response.setHeader('cache-control', NEXT_RULE);
    response.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    answer(response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  msw.use(http.all(`${origin}/*`, () => passthrough()));
  return origin;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };

describe("the router's answers and the browser's cache", () => {
  it('a prefetch answer carries no stale-while-revalidate for the browser; the CDN keeps the whole rule', async () => {
    const origin = await serve((response) => {
      response.write('0:');
      response.end('{"tree":1}');
    });
    const answer = await fetch(`${origin}/?_rsc=abc`, { headers: prefetch });
    expect(answer.headers.get('cache-control')).toBe('s-maxage=300');
    expect(answer.headers.get('cdn-cache-control')).toBe(NEXT_RULE);
    expect(await answer.text()).toBe('0:{"tree":1}');
  });

  it('holds for an answer sent whole and compressed, and for a client navigation', async () => {
    const origin = await serve((response) => {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync('0:{}'));
    });
    const answer = await fetch(`${origin}/products?_rsc=abc`, { headers: { rsc: '1' } });
    expect(answer.headers.get('cache-control')).toBe('s-maxage=300');
    expect(await answer.text()).toBe('0:{}');
  });

  it('leaves a page load as Next sent it', async () => {
    const origin = await serve((response) => response.end('<html></html>'));
    const answer = await fetch(`${origin}/products`);
    expect(answer.headers.get('cache-control')).toBe(NEXT_RULE);
    expect(answer.headers.get('cdn-cache-control')).toBeNull();
  });
});
