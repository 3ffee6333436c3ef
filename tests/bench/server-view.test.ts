// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { formatServerViews, scrapeInstances, serverView, withServerView } from '../../scripts/bench/server-view.mjs';
import { routeMatcher } from '@/server/observability/http-route.mjs';
import { countLimitRefusal, countPageCache, observeDashboardCall } from '@/server/observability/metrics.mjs';
import { startMetrics } from '@/server/observability/metrics-server.mjs';
import { listenLocally, passThroughTo } from '../observability/metrics-scrape';

// What the bench prints of an instance's own /metrics (scripts/bench/server-view.mjs), read from a
// real scrape: the instance's metrics server (prom-client) on a free port, requests timed by it.

const MANIFEST = {
  staticRoutes: [{ page: '/' }],
  dynamicRoutes: [{ page: '/product/[slug]' }],
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** The instance's metrics and a shop stand-in they time: /product/slow answers after 120 ms, /product/down 503, the rest at once. */
async function instance() {
  const metrics = await startMetrics({ port: 0, hostname: '127.0.0.1', routeOf: routeMatcher(MANIFEST), redis: false });
  closers.push(metrics.destroy);
  passThroughTo(metrics.port);
  const shop = await listenLocally((request, response) => {
    metrics.measure(request, response);
    if (request.url === '/product/slow') setTimeout(() => response.writeHead(200).end('slow'), 120);
    else response.writeHead(request.url === '/product/down' ? 503 : 200).end('ok');
  });
  closers.push(shop.close);
  const get = async (path: string, times: number) => {
    for (let index = 0; index < times; index++) await (await fetch(`${shop.origin}${path}`)).text();
  };
  return { get, target: { label: shop.origin, metricsPort: metrics.port } };
}

describe("the server's view of a stretch the bench measured", () => {
  it('counts only what happened between the two scrapes, with p99 per route and p95 per call from the buckets', async () => {
    const { get, target } = await instance();
    // Before the stretch: traffic that must not show in it.
    await get('/product/down', 3);
    for (let index = 0; index < 50; index++) observeDashboardCall('GET products', 'ok', 2);
    countPageCache('served_page', 'miss');
    countLimitRefusal('search');

    const { server: view, measured } = await withServerView([target], async () => {
      await get('/product/slow', 4);
      await get('/', 6);
      await get('/product/down', 2);
      // 90 fast calls and 10 slow ones: p95 is the middle of the (0.25, 0.5] bucket, 375 ms.
      for (let index = 0; index < 90; index++) observeDashboardCall('GET products', 'ok', 0.02);
      for (let index = 0; index < 10; index++) observeDashboardCall('GET products', 'ok', 0.3);
      observeDashboardCall('POST basket', '5xx', 0.04);
      for (const result of ['hit', 'hit', 'hit', 'stale', 'miss'] as const) countPageCache('served_page', result);
      countLimitRefusal('signin-client');
      countLimitRefusal('signin-client');
      return { measured: true };
    });

    expect(measured).toBe(true);
    expect(view.requests).toBe(12);
    expect(view.serverErrors).toBe(2);
    const route = (name: string) => view.routes.find((each) => each.name === name);
    expect(route('/product/[slug]')).toMatchObject({ requests: 6, serverErrors: 2 });
    // 4 of 6 answers took 120 ms or more: p99 lies in the (0.1, 0.25] s bucket.
    expect(route('/product/[slug]')!.p99Ms).toBeGreaterThan(100);
    expect(route('/product/[slug]')!.p99Ms).toBeLessThanOrEqual(250);
    expect(route('/')).toMatchObject({ requests: 6, serverErrors: 0 });
    expect(view.dashboardCalls).toEqual([
      { name: 'GET products ok', call: 'GET products', outcome: 'ok', calls: 100, p95Ms: 375 },
      { name: 'POST basket 5xx', call: 'POST basket', outcome: '5xx', calls: 1, p95Ms: expect.any(Number) },
    ]);
    // One call in the (0.025, 0.05] s bucket: 95% of the way through it.
    expect(view.dashboardCalls[1].p95Ms).toBeCloseTo(48.75, 0);
    expect(view.pageCache).toEqual([{ name: 'served_page', hit: 3, stale: 1, miss: 1, hitRatio: 0.6 }]);
    expect(view.limitRefusals).toEqual([{ name: 'signin-client', refusals: 2 }]);
    expect(view.memory).toHaveLength(1);
    expect(view.memory[0].name).toBe(target.label);
    expect(view.memory[0].rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(view.memory[0].heapUsedBytes).toBeGreaterThan(1024 * 1024);
  });

  it('sums several instances as a dashboard sums them, and keeps their memory apart', async () => {
    const a = await instance();
    const before = await scrapeInstances([a.target, a.target]);
    await a.get('/', 3);
    // The same process scraped twice stands for two instances that each saw the same 3 requests.
    const after = await scrapeInstances([a.target, a.target]);
    const view = serverView(before, after);
    expect(view.routes).toEqual([{ name: '/', requests: 6, p99Ms: expect.any(Number), serverErrors: 0 }]);
    expect(view.memory.map((each) => each.name)).toEqual([a.target.label, a.target.label]);
  });

  it('prints one column per stretch and a row per route, call, cache layer, limit and instance', async () => {
    const { get, target } = await instance();
    const first = await withServerView([target], () => get('/', 2).then(() => ({})));
    const second = await withServerView([target], async () => {
      await get('/product/down', 1);
      observeDashboardCall('GET products', 'timeout', 5);
      countLimitRefusal('search');
      return {};
    });
    const text = formatServerViews([
      { heading: 'min 0–10', view: first.server },
      { heading: 'min 10–30', view: second.server },
    ]);
    const line = (start: string) => text.split('\n').find((each) => each.startsWith(start));
    expect(line('Route (requests)')).toMatch(/min 0–10\s+min 10–30/);
    expect(line('/ ')).toMatch(/p99 [\d.]+ ms \(2\)\s+–/);
    expect(line('/product/[slug]')).toMatch(/–\s+p99 [\d.]+ ms \(1, 1 × 5xx\)/);
    expect(line('GET products timeout')).toMatch(/–\s+p95 \d+(\.\d)? ms \(1\)/);
    expect(line('search')).toMatch(/–\s+1/);
    expect(line('Page cache')).toBe('Page cache: none');
    expect(line(target.label)).toMatch(/RSS [\d.]+ MB, heap [\d.]+ MB\s+RSS [\d.]+ MB, heap [\d.]+ MB/);
  });
});
