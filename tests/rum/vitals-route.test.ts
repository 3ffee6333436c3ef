// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as vitals from '@/app/api/vitals/route';
import { createLimiter } from '@/server/door/limiter-store';
import { reportAnswer } from '@/server/observability/rum-endpoint';
import { vitalsRoute } from '@/server/observability/rum-routes';
import { REPORT_MAX_BYTES } from '@/shared/rum/report';
import { stampedPeer } from '../door/peer-stamp';
import { BROWSER_ORIGIN } from '../msw/server';
import { seriesValue } from './metric-values';
import { appRouteTemplate } from './page-templates';

const limiter = (points = 100) => createLimiter({ keyPrefix: `vitals-test-${Math.random()}`, points, durationSeconds: 60 });

const OWN_PAGE = { origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin' };

function beacon(body: unknown, { headers = {}, peer = '203.0.113.7' }: { headers?: Record<string, string>; peer?: string } = {}) {
  return new Request(`${BROWSER_ORIGIN}/api/vitals`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...OWN_PAGE, ...stampedPeer(peer), ...headers },
  });
}

const post = (request: Request, route = vitalsRoute(appRouteTemplate, limiter())) => reportAnswer(request, route);

const productView = (metrics: unknown[], extra: Record<string, unknown> = {}) => ({ path: '/product/nordwood-oil', device: 'phone', metrics, ...extra });

const lcpCount = (route: string, device = 'phone') =>
  seriesValue('storefront_web_vitals_seconds_count', { metric: 'LCP', http_route: route, device });

describe('POST /api/vitals', () => {
  it('counts each metric under the route template and device class, in seconds (CLS as a score), and answers 204', async () => {
    const before = {
      lcp: await lcpCount('/product/[slug]'),
      lcpSum: await seriesValue('storefront_web_vitals_seconds_sum', { metric: 'LCP', http_route: '/product/[slug]', device: 'phone' }),
      inp: await seriesValue('storefront_web_vitals_seconds_count', { metric: 'INP', http_route: '/product/[slug]', device: 'phone' }),
      cls: await seriesValue('storefront_web_vitals_cls_count', { metric: 'CLS', http_route: '/product/[slug]', device: 'phone' }),
    };
    const response = await post(
      beacon(
        productView([
          { name: 'LCP', value: 1500, element: 'main>div.hero>img' },
          { name: 'INP', value: 120, element: 'button#add', script: 'event-listener' },
          { name: 'CLS', value: 0.02 },
          { name: 'FCP', value: 900 },
          { name: 'TTFB', value: 200 },
        ]),
      ),
    );

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await lcpCount('/product/[slug]')).toBe(before.lcp + 1);
    expect(await seriesValue('storefront_web_vitals_seconds_sum', { metric: 'LCP', http_route: '/product/[slug]', device: 'phone' })).toBeCloseTo(before.lcpSum + 1.5);
    expect(await seriesValue('storefront_web_vitals_seconds_count', { metric: 'INP', http_route: '/product/[slug]', device: 'phone' })).toBe(before.inp + 1);
    expect(await seriesValue('storefront_web_vitals_cls_count', { metric: 'CLS', http_route: '/product/[slug]', device: 'phone' })).toBe(before.cls + 1);
  });

  it('labels a page by its template whatever its path: the home page, a list, a product with a trailing slash', async () => {
    const before = { home: await lcpCount('/', 'desktop'), list: await lcpCount('/products', 'desktop'), product: await lcpCount('/product/[slug]', 'desktop') };
    for (const path of ['/', '/products', '/product/some-other-oil/']) {
      expect((await post(beacon({ path, device: 'desktop', metrics: [{ name: 'LCP', value: 800 }] }))).status).toBe(204);
    }
    expect(await lcpCount('/', 'desktop')).toBe(before.home + 1);
    expect(await lcpCount('/products', 'desktop')).toBe(before.list + 1);
    expect(await lcpCount('/product/[slug]', 'desktop')).toBe(before.product + 1);
  });

  describe('refuses what no page of the shop sent, with 403, counting nothing', () => {
    const cases: [string, Record<string, string>][] = [
      ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
      ['a sibling subdomain', { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' }],
      ['another site that hides its fetch metadata', { origin: 'https://evil.example', 'sec-fetch-site': '' }],
      ['the shop’s scheme on another port', { origin: 'http://localhost:3001' }],
      ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
      ['no Origin at all', { origin: '' }],
      ['the shop’s origin typed in the address bar', { 'sec-fetch-site': 'none' }],
    ];
    it.each(cases)('%s', async (_, headers) => {
      const before = await lcpCount('/product/[slug]');
      const request = beacon(productView([{ name: 'LCP', value: 1000 }]), { headers });
      for (const [name, value] of Object.entries(headers)) if (value === '') request.headers.delete(name);
      expect((await post(request)).status).toBe(403);
      expect(await lcpCount('/product/[slug]')).toBe(before);
    });
  });

  it('refuses a body declared over 2 KiB with 413 before reading a byte of it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512).fill(32));
      },
    });
    const request = new Request(`${BROWSER_ORIGIN}/api/vitals`, {
      method: 'POST',
      body,
      headers: { ...OWN_PAGE, ...stampedPeer('203.0.113.7'), 'content-length': String(REPORT_MAX_BYTES + 1) },
      duplex: 'half',
    } as RequestInit);
    const response = await post(request);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    // The stream's first chunk is queued as it is made; the route asks for nothing more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a body that grows past 2 KiB with no size declared, and takes one of exactly 2 KiB', async () => {
    const padded = (size: number) => {
      const report = JSON.stringify(productView([{ name: 'LCP', value: 1000 }]));
      return report.replace(/}$/, `,"pad":"${' '.repeat(size - report.length - 9)}"}`);
    };
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let at = 0; at < bytes.length; at += 300) controller.enqueue(bytes.slice(at, at + 300));
          controller.close();
        },
      });
    const undeclared = (text: string, headers: Record<string, string> = {}) =>
      new Request(`${BROWSER_ORIGIN}/api/vitals`, {
        method: 'POST',
        body: stream(text),
        headers: { ...OWN_PAGE, ...stampedPeer('203.0.113.7'), ...headers },
        duplex: 'half',
      } as RequestInit);
    expect(padded(REPORT_MAX_BYTES)).toHaveLength(REPORT_MAX_BYTES);
    expect((await post(undeclared(padded(REPORT_MAX_BYTES + 1)))).status).toBe(413);
    // A declared size that lies low is held to the bytes that come.
    expect((await post(undeclared(padded(REPORT_MAX_BYTES + 1), { 'content-length': '100' }))).status).toBe(413);
    expect((await post(undeclared(padded(REPORT_MAX_BYTES)))).status).toBe(204);
  });

  describe('range-checks every value and refuses the whole report with 400, counting nothing', () => {
    const cases: [string, unknown][] = [
      ['LCP over 60 s', productView([{ name: 'LCP', value: 60_001 }])],
      ['a negative LCP', productView([{ name: 'LCP', value: -1 }])],
      ['CLS over 10', productView([{ name: 'LCP', value: 1000 }, { name: 'CLS', value: 10.5 }])],
      ['INP over 60 s', productView([{ name: 'LCP', value: 1000 }, { name: 'INP', value: 60_001 }])],
      ['TTFB as text', productView([{ name: 'LCP', value: 1000 }, { name: 'TTFB', value: '200' }])],
      ['a metric the shop does not know', productView([{ name: 'LCP', value: 1000 }, { name: 'FID', value: 10 }])],
      ['one metric twice', productView([{ name: 'LCP', value: 1000 }, { name: 'LCP', value: 1200 }])],
      ['six metrics', productView(Array.from({ length: 6 }, () => ({ name: 'LCP', value: 1000 })))],
      ['no metrics', productView([])],
      ['a device class the shop does not know', productView([{ name: 'LCP', value: 1000 }], { device: 'tablet' })],
      ['a path no route serves', productView([{ name: 'LCP', value: 1000 }], { path: '/wp-admin/setup.php' })],
      ['a path of two slashes', productView([{ name: 'LCP', value: 1000 }], { path: '//evil.example/product/x' })],
      ['a full address for a path', productView([{ name: 'LCP', value: 1000 }], { path: 'https://evil.example/product/x' })],
      ['an element selector over 100 characters', productView([{ name: 'LCP', value: 1000, element: `div.${'a'.repeat(100)}` }])],
      ['an element with a line break (a forged log line)', productView([{ name: 'LCP', value: 1000, element: 'img\n{"level":"error"}' }])],
      ['a script kind the shop does not know', productView([{ name: 'INP', value: 100, script: 'wasm' }, { name: 'LCP', value: 1000 }])],
      ['not JSON', '{"path": "/product/x", '],
      ['a JSON list', [productView([{ name: 'LCP', value: 1000 }])]],
    ];
    it.each(cases)('%s', async (_, body) => {
      const before = await lcpCount('/product/[slug]');
      expect((await post(beacon(body))).status).toBe(400);
      expect(await lcpCount('/product/[slug]')).toBe(before);
    });
  });

  it('limits each client: a burst past the limit gets 429 together, another client is still heard, x-forwarded-for picks no other', async () => {
    const route = vitalsRoute(appRouteTemplate, limiter(3));
    const report = productView([{ name: 'LCP', value: 1000 }]);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => post(beacon(report), route).then((response) => response.status)));
    expect(statuses.sort()).toEqual([204, 204, 204, 429, 429, 429]);
    const refused = await post(beacon(report, { headers: { 'x-forwarded-for': '198.51.100.1' } }), route);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(beacon(report, { peer: '203.0.113.8' }), route)).status).toBe(204);
  });

  it('is a route of its own, POST only: Next answers any other method with 405 and the door never sees it', () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => method in vitals);
    expect(methods).toEqual(['POST']);
  });
});
