// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishSharedCacheState } from '@/server/cache/shared-cache-state.mjs';
import { ServedPageCache } from '@/server/cache/served-page-cache.mjs';
import { dashboardGet } from '@/server/dashboard/cached-reads';
import { abuseLimitConfig, createAbuseLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { routeMatcher, UNMATCHED_ROUTE } from '@/server/observability/http-route.mjs';
import { startMetrics } from '@/server/observability/metrics-server.mjs';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server as msw } from '../msw/server';
import { callDoor, DEMO } from '../door/door-helpers';
import { stampedPeer } from '../door/peer-stamp';
import { listenLocally, passThroughTo, samplesNamed, samplesOf, type Sample } from './metrics-scrape';

// The instance's metrics (src/server/observability/): what a scrape of METRICS_PORT shows after
// real requests, door calls (through the sandbox) and limits, and that no label grows with traffic.

/** Routes as a build's routes-manifest.json lists them. */
const MANIFEST = {
  staticRoutes: [
    { page: '/' },
    { page: '/products' },
    { page: '/healthz' },
  ],
  dynamicRoutes: [
    { page: '/api/[...path]' },
    { page: '/product/[slug]' },
  ],
};

type Metrics = Awaited<ReturnType<typeof startMetrics>>;
let metrics: Metrics | undefined;
const closers: (() => Promise<void>)[] = [];

async function start(redis = false) {
  metrics = await startMetrics({ port: 0, hostname: '127.0.0.1', routeOf: routeMatcher(MANIFEST, [{ name: 'icons', directory: true }]), redis });
  passThroughTo(metrics.port);
  return metrics;
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const text = await (await fetch(`http://127.0.0.1:${metrics!.port}/metrics`)).text();
  return { text, samples: samplesOf(text) };
}

/** A raw request (any method, any path as sent) to `origin`; resolves with the status. */
function send(origin: string, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
  await metrics?.destroy();
  metrics = undefined;
  delete process.env.DOOR_TIMEOUT_MS;
});

describe('requests', () => {
  let origin: string;
  beforeEach(async () => {
    const measured = await start();
    // A server answering like the shop: known routes 200, others 404, measured as server.mjs does.
    const shop = await listenLocally((request, response) => {
      measured.measure(request, response);
      const known = /^\/(products\/?|healthz|product\/[^/?]+|api\/.+)?(\?.*)?$/.test(request.url ?? '');
      response.writeHead(known ? 200 : 404).end();
    });
    origin = shop.origin;
    closers.push(shop.close);
  });

  it("labels each request with its route's template, method and status, never the path or query as sent", async () => {
    await send(origin, 'GET', '/product/nordwood-pure-led-hardwax-oil?ref=mail');
    await send(origin, 'POST', '/api/basket');
    await send(origin, 'GET', '/products/');
    const { samples } = await scrape();
    const counts = samplesNamed(samples, 'http_server_request_duration_seconds_count');
    expect(counts.map(({ labels, value }) => ({ ...labels, value }))).toEqual(
      expect.arrayContaining([
        { http_route: '/product/[slug]', http_request_method: 'GET', http_response_status_code: '200', value: 1 },
        { http_route: '/api/[...path]', http_request_method: 'POST', http_response_status_code: '200', value: 1 },
        { http_route: '/products', http_request_method: 'GET', http_response_status_code: '200', value: 1 },
      ]),
    );
    expect(counts).toHaveLength(3);
    // Buckets as Prometheus reads them: cumulative, the last (+Inf) holding every request.
    const buckets = samplesNamed(samples, 'http_server_request_duration_seconds_bucket', { http_route: '/product/[slug]' });
    expect(buckets.map(({ labels }) => labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.075', '0.1', '0.25', '0.5', '0.75', '1', '2.5', '5', '7.5', '10', '+Inf']);
    expect(buckets.map(({ value }) => value)).toEqual([...buckets.map(({ value }) => value)].sort((x, y) => x - y));
    expect(buckets.at(-1)!.value).toBe(1);
    // The time is the server's own: from the request's arrival to its answer's end.
    const sum = samplesNamed(samples, 'http_server_request_duration_seconds_sum', { http_route: '/product/[slug]' })[0].value;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(1);
  });

  it('keeps the number of series bounded whatever paths, queries and methods arrive', async () => {
    const junk = Array.from({ length: 120 }, () => randomUUID().slice(0, 12));
    const methods = ['GET', 'POST', 'HEAD', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH'];
    await Promise.all(
      junk.flatMap((token, index) => [
        send(origin, methods[index % methods.length], `/product/${token}?q=${token}`),
        send(origin, 'GET', `/${token}/${token}%2F..%2f?email=${token}@example.com`),
        send(origin, 'POST', `/api/user/${token}`),
        send(origin, 'GET', `/icons/${token}.png`),
      ]),
    );
    const { text, samples } = await scrape();
    for (const token of junk) expect(text).not.toContain(token);
    const counts = samplesNamed(samples, 'http_server_request_duration_seconds_count');
    expect(new Set(counts.map(({ labels }) => labels.http_route))).toEqual(new Set(['/product/[slug]', UNMATCHED_ROUTE, '/api/[...path]', '/icons/[...path]']));
    expect(new Set(counts.map(({ labels }) => labels.http_request_method))).toEqual(new Set(['GET', 'POST', 'HEAD', '_OTHER']));
    // 480 requests of 480 paths: a handful of series (route × method × status), each with its buckets.
    expect(counts.length).toBeLessThanOrEqual(10);
    expect(counts.reduce((total, { value }) => total + value, 0)).toBe(480);
    expect(samplesNamed(samples, 'http_server_request_duration_seconds_bucket').length).toBe(counts.length * 15);
  });

  it("answers only GET /metrics on its port, and counts nothing until asked to start", async () => {
    expect(await send(`http://127.0.0.1:${metrics!.port}`, 'GET', '/')).toBe(404);
    expect(await send(`http://127.0.0.1:${metrics!.port}`, 'POST', '/metrics')).toBe(404);
    expect(await send(`http://127.0.0.1:${metrics!.port}`, 'GET', '/metrics?x=1')).toBe(404);
    const { samples } = await scrape();
    // Node's process metrics are on the same registry: memory, heap, event-loop lag, GC.
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(samplesNamed(samples, name)[0]?.value, name).toBeGreaterThan(0);
    }
    expect(samples.some(({ name }) => name.startsWith('nodejs_gc_duration_seconds'))).toBe(true);
  });
});

describe('page caches', () => {
  it("counts the served-page layer's replays and kept pages, and Next's own hit, stale and miss", async () => {
    const measured = await start();
    let clock = 0;
    const pages = new ServedPageCache({ now: () => clock, observe: measured.servedPage });
    const nextAnswers: Record<string, string> = { '/': 'HIT', '/products': 'STALE', '/product/a': 'MISS' };
    const shop = await listenLocally((request, response) => {
      measured.measure(request, response);
      pages.handle(request, response, (req, res) => {
        res.setHeader('cache-control', 's-maxage=300');
        const answer = nextAnswers[req.url!];
        if (answer) res.setHeader('x-nextjs-cache', answer);
        res.end('<html></html>');
      });
    });
    closers.push(shop.close);
    const get = (path: string) => send(shop.origin, 'GET', path);

    await get('/'); // Next's hit, kept by the served-page cache (its miss)
    await get('/'); // replayed: the served-page cache's hit, Next not asked
    await get('/');
    clock += 1500;
    await get('/'); // the second is over: Next again
    await get('/products');
    await get('/product/a');
    await get('/api/basket'); // not a page: neither layer

    const { samples } = await scrape();
    const counted = (layer: string, result: string) => samplesNamed(samples, 'storefront_page_cache_requests_total', { layer, result })[0]?.value ?? 0;
    expect(counted('served_page', 'hit')).toBe(2);
    expect(counted('served_page', 'miss')).toBe(2);
    expect(counted('next', 'hit')).toBe(2);
    expect(counted('next', 'stale')).toBe(1);
    expect(counted('next', 'miss')).toBe(1);
  });
});

describe('dashboard calls', () => {
  const callSeries = (samples: Sample[]) =>
    samplesNamed(samples, 'storefront_dashboard_call_duration_seconds_count').map(({ labels, value }) => `${labels.call} ${labels.outcome} ${value}`);

  it("times each call by the door's call name and its outcome, pages' reads by theirs", async () => {
    await start();
    expect((await callDoor('basket', { method: 'POST' })).status).toBe(200);
    expect((await callDoor('user/login', { method: 'POST', body: new URLSearchParams({ ...DEMO, password: 'wrong-one' }) })).status).toBe(422);
    // A slug the catalogue lacks, and junk after it: one series of the read, whatever the slug.
    for (const slug of ['no-such-oil', `x${randomUUID()}`, '../../etc/passwd']) {
      await expect(dashboardGet('/products/by-slug', { params: { slug }, fresh: true })).rejects.toThrow();
    }
    // Calls the door does not pass never reach the dashboard, so they are never a call's name.
    expect((await callDoor(`products/${randomUUID()}`)).status).toBe(404);

    const { text, samples } = await scrape();
    // Each visitor without cookies gets a session first (the door's own call).
    expect(callSeries(samples).sort()).toEqual(['GET default/session ok 2', 'GET products/by-slug 4xx 3', 'POST basket ok 1', 'POST user/login 4xx 1'].sort());
    expect(text).not.toContain('passwd');
  });

  it('tells a dashboard that does not answer in time from one that cannot be reached', async () => {
    await start();
    process.env.DOOR_TIMEOUT_MS = '100';
    msw.use(
      http.all(`${SANDBOX_ORIGIN}/api/products`, async () => {
        await delay(1000);
        return HttpResponse.json({ data: [] });
      }),
      http.all(`${SANDBOX_ORIGIN}/api/articles`, () => HttpResponse.error()),
      http.all(`${SANDBOX_ORIGIN}/api/services`, () => HttpResponse.json({ message: 'down for repair' }, { status: 503 })),
    );
    await expect(dashboardGet('/products', { fresh: true })).rejects.toThrow();
    await expect(dashboardGet('/articles', { fresh: true })).rejects.toThrow();
    await expect(dashboardGet('/services', { fresh: true })).rejects.toThrow();

    const { samples } = await scrape();
    expect(callSeries(samples).sort()).toEqual(['GET articles unreachable 1', 'GET products timeout 1', 'GET services 5xx 1']);
    const timedOut = samplesNamed(samples, 'storefront_dashboard_call_duration_seconds_sum', { call: 'GET products' })[0].value;
    expect(timedOut).toBeGreaterThanOrEqual(0.09);
  });

  it('counts nothing while the metrics are off', async () => {
    expect((await callDoor('basket', { method: 'POST' })).status).toBe(200);
    await start();
    const { samples } = await scrape();
    expect(callSeries(samples)).toEqual([]);
  });
});

describe('limits', () => {
  it("counts refusals by the limit's name, whatever the clients send", async () => {
    await start();
    const limits = createAbuseLimits(abuseLimitConfig({ DOOR_LIMIT_SUBSCRIBE_PER_CLIENT: '2' }));
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const body = new URLSearchParams({ email: `reader-${randomUUID()}@example.com` });
      const subscribed = await door(new Request(`${BROWSER_ORIGIN}/api/subscribe`, { method: 'POST', body, headers: stampedPeer('198.51.100.7') }), { limits });
      statuses.push(subscribed.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const { text, samples } = await scrape();
    expect(samplesNamed(samples, 'storefront_limit_refusals_total').map(({ labels, value }) => [labels.limit, value])).toEqual([['subscribe-client', 4]]);
    expect(text).not.toContain('example.com');
  });
});

describe('Redis', () => {
  it("shows whether the shared Redis answers and the shared cache's state", async () => {
    await start(true);
    const state = async () => {
      const { samples } = await scrape();
      const current = samplesNamed(samples, 'storefront_shared_cache_state').filter(({ value }) => value === 1);
      return { up: samplesNamed(samples, 'storefront_redis_up')[0]?.value, state: current.map(({ labels }) => labels.state) };
    };
    publishSharedCacheState('up');
    expect(await state()).toEqual({ up: 1, state: ['up'] });
    publishSharedCacheState('down', 'Redis at 127.0.0.1:6379 does not answer');
    expect(await state()).toEqual({ up: 0, state: ['down'] });
    publishSharedCacheState('unusable', 'no key-space events');
    expect(await state()).toEqual({ up: 1, state: ['unusable'] });
  });

  it('has no Redis series on an instance without REDIS_URL', async () => {
    await start(false);
    const { samples } = await scrape();
    expect(samples.filter(({ name }) => name.startsWith('storefront_redis') || name.startsWith('storefront_shared_cache'))).toEqual([]);
  });
});
