// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTemplates, UNMATCHED_ROUTE } from '@/server/observability/route-template.mjs';

// Requests are labelled by their route's template, so no customer's value becomes a label.

const routeOf = routeTemplates(
  {
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/sign-in', regex: '^/sign\\-in(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
      { page: '/product/[slug]', regex: '^/product/([^/]+?)(?:/)?$' },
      { page: '/products/view/[key]', regex: '^/products/view/([^/]+?)(?:/)?$' },
    ],
  },
  ['/icons/icon-192.png', '/iframe-communicator.html'],
  ['/products'],
);

describe('routeTemplates', () => {
  it('names a page by its template, whatever the slug, the query or a trailing slash', () => {
    expect(routeOf('/product/nordwood-pure?ref=mail')).toBe('/product/[slug]');
    expect(routeOf('/product/anything-else/')).toBe('/product/[slug]');
    expect(routeOf('/products?categories=1,3&page=2')).toBe('/products');
    expect(routeOf('/products/view/c1-3.p2')).toBe('/products/view/[key]');
    expect(routeOf('/sign-in?next=/account')).toBe('/sign-in');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/api/user/login')).toBe('/api/[...path]');
  });

  it('folds Next’s own files by folder and names the public files one by one', () => {
    expect(routeOf('/_next/static/chunks/0a1b2c.js')).toBe('/_next/static/[...file]');
    expect(routeOf('/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=75')).toBe('/_next/image');
    expect(routeOf('/icons/icon-192.png')).toBe('/icons/icon-192.png');
  });

  it('puts every path the app does not have under one name', () => {
    const junk = ['/wp-login.php', '/product/a/b/c', '/.env', `/${'x'.repeat(500)}`];
    expect(new Set(junk.map(routeOf))).toEqual(new Set([UNMATCHED_ROUTE]));
  });
});
