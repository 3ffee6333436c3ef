// @ts-check
/**
 * The instance's metrics (docs/operating.md "Metrics"), made only when METRICS_PORT is set: server.mjs
 * loads this module then, so without it prom-client's collectors never start. Every series goes
 * on prom-client's default registry (the browser's measures are registered there too, by the
 * routes that receive them), and `GET /metrics` on METRICS_PORT alone serves it; the shop's own
 * port has no such route. No label takes its value from a request as sent: routes are the build's
 * templates, methods a fixed list, calls and limits names in the code.
 */
import { createServer } from 'node:http';
import promClient from 'prom-client';
import { readSharedCacheState } from '../cache/shared-cache-state.mjs';
import { LeanCounter, LeanHistogram } from './lean-series.mjs';
import { installMetrics } from './metrics.mjs';

const { Gauge, collectDefaultMetrics, register } = promClient;

/** OpenTelemetry's advised buckets for http.server.request.duration, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** HTTP's methods as OpenTelemetry lists them; any other is `_OTHER`. */
const METHODS = new Set(['CONNECT', 'DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE']);
const OTHER_METHOD = '_OTHER';

/** Next's own answer about its page cache (x-nextjs-cache); REVALIDATED is a revalidation, not a visit. */
/** @type {Record<string, import('./metrics.mjs').PageCacheResult>} */
const NEXT_CACHE_RESULTS = { HIT: 'hit', STALE: 'stale', MISS: 'miss' };

const SHARED_CACHE_STATES = /** @type {const} */ (['connecting', 'up', 'down', 'unusable']);

const STARTED = Symbol('metrics.started');
const ROUTE = Symbol('metrics.route');
const SERVED_FROM_PAGE_CACHE = Symbol('metrics.servedFromPageCache');

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse<IncomingMessage> & { [STARTED]?: number, [ROUTE]?: string, [SERVED_FROM_PAGE_CACHE]?: boolean }} MeasuredResponse
 */

/**
 * Starts the metrics: the series, Node's process metrics and the server of `GET /metrics` on `port`.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.hostname]
 * @param {(url: string) => string} options.routeOf the route template of a request's URL (http-route.mjs)
 * @param {boolean} options.redis whether this instance uses a shared Redis (REDIS_URL)
 */
export async function startMetrics({ port, hostname, routeOf, redis }) {
  // Once per process (a test may start the metrics again after destroy()).
  if (!register.getSingleMetric('process_resident_memory_bytes')) collectDefaultMetrics({ register });
  /** @type {string[]} */
  const made = [];
  /**
   * @template {{ name: string }} M
   * @param {M} metric
   */
  const keep = (metric) => {
    made.push(metric.name);
    return metric;
  };

  /**
   * @param {string} name
   * @param {string} help
   * @param {string[]} labelNames
   */
  const histogram = (name, help, labelNames) => keep(new LeanHistogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registry: register }));
  const requests = histogram(
    'http_server_request_duration_seconds',
    'Time from the request reaching the server to the end of its answer, by route template, method and status.',
    ['http_route', 'http_request_method', 'http_response_status_code'],
  );
  const dashboardCalls = histogram(
    'storefront_dashboard_call_duration_seconds',
    'Time of each call to the dashboard API, to the end of its answer body, by call and outcome.',
    ['call', 'outcome'],
  );
  const pageCache = keep(
    new LeanCounter({
      name: 'storefront_page_cache_requests_total',
      help: 'Page cache lookups by layer (served_page: the one-second replay in server.mjs; next: Next\'s page cache) and result.',
      labelNames: ['layer', 'result'],
      registry: register,
    }),
  );
  const refusals = keep(
    new LeanCounter({ name: 'storefront_limit_refusals_total', help: 'Calls refused by a rate limit, by the limit\'s name.', labelNames: ['limit'], registry: register }),
  );
  if (redis) {
    made.push('storefront_redis_up', 'storefront_shared_cache_state');
    new Gauge({
      name: 'storefront_redis_up',
      help: 'Whether this instance reaches the shared Redis (1) or not (0).',
      collect() {
        const { state } = readSharedCacheState();
        this.set(state === 'up' || state === 'unusable' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'storefront_shared_cache_state',
      help: 'The shared cache\'s state on this instance: 1 for the current one (up: pages in Redis; connecting, down, unusable: pages from this instance\'s memory).',
      labelNames: ['state'],
      collect() {
        const { state } = readSharedCacheState();
        for (const each of SHARED_CACHE_STATES) this.set({ state: each }, each === state ? 1 : 0);
      },
    });
  }

  /**
   * @param {import('./metrics.mjs').PageCacheLayer} layer
   * @param {import('./metrics.mjs').PageCacheResult} result
   */
  const countLookup = (layer, result) => pageCache.inc(`${layer} ${result}`, [layer, result]);

  /** @this {MeasuredResponse} */
  function requestEnded() {
    const started = this[STARTED];
    const route = this[ROUTE];
    if (started === undefined || route === undefined) return;
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(this.req.method ?? '') ? /** @type {string} */ (this.req.method) : OTHER_METHOD;
    const status = this.statusCode;
    const key = `${route} ${method} ${status}`;
    requests.observe(requests.cells.get(key) ?? requests.add(key, [route, method, String(status)]), seconds);
    if (this[SERVED_FROM_PAGE_CACHE]) return;
    const nextResult = NEXT_CACHE_RESULTS[String(this.getHeader('x-nextjs-cache'))];
    if (nextResult) countLookup('next', nextResult);
  }

  const server = createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      (error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });

  const destroy = async () => {
    installMetrics(undefined);
    for (const name of made) register.removeSingleMetric(name);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  };

  installMetrics({
    dashboardCall: (call, outcome, seconds) => {
      const key = `${call} ${outcome}`;
      dashboardCalls.observe(dashboardCalls.cells.get(key) ?? dashboardCalls.add(key, [call, outcome]), seconds);
    },
    pageCache: countLookup,
    limitRefusal: (limit) => refusals.inc(limit, [limit]),
    destroy,
  });

  return {
    /** The port `GET /metrics` answers on (the one asked for, or the one given for port 0). */
    port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
    /**
     * Times `response` from now to its end (or the client leaving) into the request histogram,
     * under the route of the URL as it arrived (Next may rewrite `request.url` on its way).
     * @param {IncomingMessage} request
     * @param {MeasuredResponse} response
     */
    measure(request, response) {
      response[STARTED] = performance.now();
      response[ROUTE] = routeOf(request.url ?? '/');
      response.on('close', requestEnded);
    },
    /**
     * The served-page cache's answer (served-page-cache.mjs `observe`): a replay is not Next's.
     * @param {'hit' | 'miss'} result
     * @param {MeasuredResponse} response
     */
    servedPage(result, response) {
      if (result === 'hit') response[SERVED_FROM_PAGE_CACHE] = true;
      countLookup('served_page', result);
    },
    destroy,
  };
}

/**
 * server.mjs's metrics from its environment: METRICS_PORT (another port than the shop's),
 * REDIS_URL for the Redis gauges.
 * @param {object} options
 * @param {(url: string) => string} options.routeOf the build's route matcher (http-route.mjs)
 * @param {number} options.shopPort
 * @param {string} [options.hostname]
 * @param {Record<string, string | undefined>} [options.env]
 */
export function startInstanceMetrics({ routeOf, shopPort, hostname, env = process.env }) {
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || port === shopPort) {
    throw new Error(`METRICS_PORT must be a free port other than the shop's PORT (${shopPort}), not "${env.METRICS_PORT}"`);
  }
  return startMetrics({ port, hostname, routeOf, redis: Boolean(env.REDIS_URL) });
}
