// @vitest-environment node
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { hostOf, ServedPageCache, shopHosts } from '@/server/cache/served-page-cache.mjs';
import { pageServer } from './page-server';

/**
 * A stand-in for Next behind the cache: answers like Next does for a page from its cache
 * (headers set one by one, then `end`), and counts how often it was asked.
 */
type Page = { cache?: string; cookie?: string; cacheControl?: string; status?: number; streamed?: boolean };

function setUp(pages: Record<string, Page>, options: ConstructorParameters<typeof ServedPageCache>[0] = {}) {
  let clock = 0;
  const cache = new ServedPageCache({ now: () => clock, ...options });
  const asked: string[] = [];
  const next = (request: IncomingMessage, response: ServerResponse) => {
    asked.push(`${request.method} ${request.url}`);
    const page = pages[request.url!.split('?')[0]] ?? { status: 404 };
    response.statusCode = page.status ?? 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', page.cacheControl ?? 's-maxage=300, stale-while-revalidate=31535700');
    if (page.cache) response.setHeader('x-nextjs-cache', page.cache);
    if (page.cookie) response.setHeader('set-cookie', page.cookie);
    const html = `<html>${request.url} #${asked.length}</html>`;
    if (request.headers['accept-encoding']?.includes('gzip')) {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(html));
    } else if (page.streamed) {
      response.write('<html>');
      response.end(html.slice(6));
    } else {
      response.end(html);
    }
  };
  return { cache, asked, next, advance: (ms: number) => (clock += ms) };
}

const pages = pageServer();
const { listen, get } = pages;

/** A request with exactly these headers (fetch would set its own Host and Accept-Encoding). */
function ask(path: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${pages.origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

afterEach(() => pages.close());

describe('ServedPageCache', () => {
  it('replays a page Next served from its cache, with its headers, without asking Next again', async () => {
    const { cache, asked, next } = setUp({ '/products': { cache: 'HIT', streamed: true } });
    await listen((request, response) => cache.handle(request, response, next));
    const first = await get('/products?categories=1,3');
    const second = await get('/products?categories=1,3');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toContain('s-maxage=300');
    expect(asked).toEqual(['GET /products?categories=1,3']);
  });

  it('replays a kept page with the headers its own request was given (its X-Request-Id), not the first one’s', async () => {
    const { cache, next } = setUp({ '/': { cache: 'HIT' } });
    let requests = 0;
    await listen((request, response) => {
      requests += 1;
      response.setHeader('x-request-id', `request-${requests}`);
      cache.handle(request, response, next);
    });
    expect((await get('/')).headers.get('x-request-id')).toBe('request-1');
    const replayed = await get('/');
    expect(await replayed.text()).toContain('#1');
    expect(replayed.headers.get('x-request-id')).toBe('request-2');
  });

  it('keeps each query and each encoding apart', async () => {
    const { cache, asked, next } = setUp({ '/products': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/products?sort=price_asc', { 'accept-encoding': 'identity' });
    await get('/products?sort=price_desc', { 'accept-encoding': 'identity' });
    const zipped = await get('/products?sort=price_asc', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toContain('/products?sort=price_asc');
    const zippedAgain = await get('/products?sort=price_asc', { 'accept-encoding': 'gzip' });
    expect(await zippedAgain.text()).toContain('#3');
    expect(asked).toHaveLength(3);
  });

  it('asks Next again once the page is older than the time to keep it, or after forget()', async () => {
    const { cache, asked, next, advance } = setUp({ '/': { cache: 'HIT' } }, { ttlMs: 1000 });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/');
    advance(999);
    await get('/');
    expect(asked).toHaveLength(1);
    advance(2);
    expect(await (await get('/')).text()).toContain('#2');
    cache.forget();
    expect(await (await get('/')).text()).toContain('#3');
  });

  it('never keeps what is not a shared page from Next’s cache', async () => {
    const { cache, asked, next } = setUp({
      '/rendered': { cache: 'MISS' },
      '/stale': { cache: 'STALE' },
      '/account': { cache: 'HIT', cookie: 'session=abc; HttpOnly' },
      '/private': { cache: 'HIT', cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
      '/gone': { cache: 'HIT', status: 404 },
    });
    await listen((request, response) => cache.handle(request, response, next));
    for (const path of ['/rendered', '/stale', '/account', '/private', '/gone']) {
      await get(path);
      await get(path);
    }
    expect(asked).toHaveLength(10);
    expect(cache.size).toBe(0);
  });

  it('lets client-side navigations, draft mode and other methods through to Next', async () => {
    const { cache, asked, next } = setUp({ '/blog': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/blog');
    await get('/blog', { rsc: '1' });
    await get('/blog', { 'next-router-prefetch': '1' });
    await get('/blog', { cookie: '__prerender_bypass=1' });
    await fetch(`${pages.origin}/blog`, { method: 'POST' });
    await get('/blog');
    expect(asked).toEqual(['GET /blog', 'GET /blog', 'GET /blog', 'GET /blog', 'POST /blog']);
  });

  it('lets `/` through to Next for a customer who chose French, whose home is a redirect by that choice', async () => {
    const { cache, asked, next } = setUp({ '/': { cache: 'HIT' }, '/blog': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/');
    await get('/', { cookie: 'shop_locale=fr' });
    await get('/?utm_source=mail', { cookie: 'theme=dark; shop_locale=fr' });
    // Spelled as a browser may send it: percent-encoded (Next decodes it before its redirect reads it).
    await get('/', { cookie: 'shop_locale=%66r' });
    await get('/', { cookie: 'shop_locale=en' });
    // Twice: the first counts, for Next as here.
    await get('/', { cookie: 'shop_locale=en; shop_locale=fr' });
    await get('/blog');
    await get('/blog', { cookie: 'shop_locale=fr' });
    // The English home is replayed for everyone else, and any other page for everyone.
    expect(asked).toEqual(['GET /', 'GET /', 'GET /?utm_source=mail', 'GET /', 'GET /blog']);
  });

  it('leaves Next’s own assets and the /api door alone, whatever their headers say', async () => {
    const { cache, asked, next } = setUp({ '/_next/image': { cache: 'HIT' }, '/api/products': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    for (const path of ['/_next/image?url=%2Fa.png&w=640', '/api/products']) {
      await get(path);
      await get(path);
    }
    expect(asked).toHaveLength(4);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxPages, dropping the oldest, and skips pages over maxPageBytes', async () => {
    const { cache, asked, next } = setUp({ '/a': { cache: 'HIT' }, '/b': { cache: 'HIT' }, '/c': { cache: 'HIT' } }, { maxPages: 2 });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/a');
    await get('/b');
    await get('/c');
    await get('/a');
    expect(asked).toEqual(['GET /a', 'GET /b', 'GET /c', 'GET /a']);
    expect(cache.size).toBe(2);

    const small = setUp({ '/big': { cache: 'HIT' } }, { maxPageBytes: 8 });
    await pages.close();
    await listen((request, response) => small.cache.handle(request, response, small.next));
    await get('/big');
    await get('/big');
    expect(small.asked).toHaveLength(2);
  });

  it('keeps one copy per encoding Next gives, however Accept-Encoding is spelled', async () => {
    const { cache, asked, next } = setUp({ '/products': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    const host = new URL(pages.origin).host;
    for (let i = 0; i < 500; i++) {
      const answer = await ask('/products', { host, 'accept-encoding': i % 2 ? `gzip, deflate, x-${i}` : `gzip;q=0.${(i % 9) + 1}, x-${i};q=0.05` });
      expect(answer.encoding).toBe('gzip');
    }
    await ask('/products', { host, 'accept-encoding': 'br, x-none' });
    await ask('/products', { host, 'accept-encoding': 'identity' });
    expect(asked).toHaveLength(2);
    expect(cache.size).toBe(2);
  });

  it('keeps pages only for the shop’s own host names, and serves the others without keeping them', async () => {
    const own = new Set(['shop.test', 'www.shop.test']);
    const { cache, asked, next } = setUp({ '/': { cache: 'HIT' } }, { ownHost: (host) => own.has(host) });
    await listen((request, response) => cache.handle(request, response, next));
    for (let i = 0; i < 20; i++) expect((await ask('/', { host: `attacker-${i}.example` })).body.toString()).toContain(`#${i + 1}`);
    await ask('/', { host: 'SHOP.test' });
    await ask('/', { host: 'shop.test' });
    await ask('/', { host: 'www.shop.test' });
    expect(asked).toHaveLength(22);
    expect(cache.size).toBe(2);
  });

  it('sweeps out expired pages as others come in, and on sweep(), not only when the same page is asked again', async () => {
    const { cache, next, advance } = setUp({ '/a': { cache: 'HIT' }, '/b': { cache: 'HIT' }, '/c': { cache: 'HIT' } }, { ttlMs: 1000 });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/a');
    await get('/b');
    advance(1001);
    await get('/c');
    expect(cache.size).toBe(1);
    advance(1001);
    cache.sweep();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('holds at most maxBytes, dropping the oldest pages first', async () => {
    const pages = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/p${i}`, { cache: 'HIT' }]));
    const { cache, asked, next } = setUp(pages, { maxBytes: 3 * 1024 + 300 });
    await listen((request, response) => cache.handle(request, response, next));
    for (let i = 0; i < 10; i++) await get(`/p${i}`);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1024 + 300);
    await get('/p9');
    await get('/p0');
    expect(asked.slice(10)).toEqual(['GET /p0']);
  });

  it('forgets only the pages a revalidation names', async () => {
    const { cache, asked, next } = setUp({ '/product/a': { cache: 'HIT' }, '/products': { cache: 'HIT' } });
    await listen((request, response) => cache.handle(request, response, next));
    await get('/product/a');
    await get('/products?sort=title');
    cache.forget((path) => path.startsWith('/product/'));
    await get('/product/a');
    await get('/products?sort=title');
    expect(asked).toEqual(['GET /product/a', 'GET /products?sort=title', 'GET /product/a']);
  });

  it('counts as the shop’s own the hosts of NEXT_PUBLIC_SITE_URL, DOOR_ALLOWED_ORIGINS and its own loopback names', () => {
    const hosts = shopHosts({ siteUrl: 'https://shop.example', allowedOrigins: ' https://www.shop.example , not an origin', port: 3300 });
    expect([...hosts].sort()).toEqual(['127.0.0.1:3300', '[::1]:3300', 'localhost:3300', 'shop.example', 'www.shop.example']);
    expect(['SHOP.example', 'shop.example:80', 'localhost:3300', 'evil.example', 'shop.example@evil.example', ''].map((host) => hosts.has(hostOf(host)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
