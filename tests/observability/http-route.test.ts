// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRouteMatcher, UNMATCHED_ROUTE } from '@/server/observability/http-route.mjs';

// The route template of a request (http_route): from a build's manifests as Next 16 writes them.

const dir = mkdtempSync(path.join(tmpdir(), 'http-route-'));
const distDir = path.join(dir, '.next');
const publicDir = path.join(dir, 'public');
mkdirSync(path.join(distDir, 'server'), { recursive: true });
mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
writeFileSync(path.join(publicDir, 'iframe-communicator.html'), '');
writeFileSync(
  path.join(distDir, 'routes-manifest.json'),
  JSON.stringify({
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/color-lab', regex: '^/color\\-lab(?:/)?$' },
      { page: '/healthz', regex: '^/healthz(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/account/jobs/[id]', regex: '^/account/jobs/([^/]+?)(?:/)?$' },
      { page: '/account/jobs/[id]/pack', regex: '^/account/jobs/([^/]+?)/pack(?:/)?$' },
      { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
      { page: '/product/[slug]', regex: '^/product/([^/]+?)(?:/)?$' },
      { page: '/products/view/[key]', regex: '^/products/view/([^/]+?)(?:/)?$' },
    ],
  }),
);
writeFileSync(
  path.join(distDir, 'server', 'functions-config-manifest.json'),
  JSON.stringify({ functions: { '/_middleware': { matchers: [{ originalSource: '/products' }, { originalSource: '/products/view/:key*' }] } } }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routeOf = buildRouteMatcher(distDir, publicDir);

describe('http_route', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=mail', '/'],
    ['/color-lab/', '/color-lab'],
    ['/product/nordwood-pure-led-hardwax-oil', '/product/[slug]'],
    ['/product/anything%20at%20all?sheen=2', '/product/[slug]'],
    ['/product/nordwood-pure-led-hardwax-oil.rsc', '/product/[slug]'],
    ['/account/jobs/12/pack', '/account/jobs/[id]/pack'],
    ['/api/user/login', '/api/[...path]'],
    ['/api/a/b/c/d?x=1', '/api/[...path]'],
    // Served by the proxy, rewritten to a list's view: the path customers use.
    ['/products?categories=3&page=2', '/products'],
    ['/products/view/abc', '/products/view/[key]'],
    ['/_next/static/chunks/0a1b.js', '/_next/static/[...path]'],
    ['/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=75', '/_next/image'],
    ['/iframe-communicator.html', '/iframe-communicator.html'],
    ['/icons/icon-192.png', '/icons/[...path]'],
    ['/wp-login.php', UNMATCHED_ROUTE],
    ['/product/a/b', UNMATCHED_ROUTE],
    ['/metrics', UNMATCHED_ROUTE],
  ])('%s is %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });

  it('answers the same template for a path asked again (kept) and for one too long to keep', () => {
    expect(routeOf('/product/x')).toBe('/product/[slug]');
    expect(routeOf('/product/x')).toBe('/product/[slug]');
    expect(routeOf(`/product/${'x'.repeat(5000)}`)).toBe('/product/[slug]');
  });
});
