/**
 * The production server (`npm start` runs it beside the sandbox; a deployment runs
 * `node server.mjs`): Next's own request handler for the build in NEXT_DIST_DIR, behind the
 * served-page micro-cache (src/server/cache/served-page-cache.mjs). PORT (default 3000),
 * HOSTNAME (default all interfaces), SERVED_PAGE_CACHE_MS (default 1000; 0 turns it off),
 * SERVED_PAGE_CACHE_MAX_BYTES (default 32 MiB); /search pages by their normalised query
 * (src/server/cache/search-page-cache.mjs): SEARCH_PAGE_CACHE_SECONDS (default 60; 0 turns it
 * off), SEARCH_PAGE_CACHE_MAX_PAGES (default 500), SEARCH_PAGE_CACHE_MAX_BYTES (default 16 MiB);
 * METRICS_PORT (unset: no metrics).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { keepRouterAnswersFromBrowserRevalidation } from './src/server/cache/router-answers.mjs';
import { DEFAULT_SERVED_PAGE_CACHE_MAX_BYTES, FORGET_SERVED_PAGES, ServedPageCache, shopHosts } from './src/server/cache/served-page-cache.mjs';
import { startStampingPeers } from './src/server/door/peer-address.mjs';
import { logger } from './src/server/observability/log.mjs';
import { requestLog } from './src/server/observability/request-log.mjs';
import { buildRouteMatcher } from './src/server/observability/http-route.mjs';
import { flushTracing } from './src/server/observability/tracing-hooks.mjs';
import { createSearchPageCache } from './src/server/cache/search-page-cache.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const ttlMs = Number(process.env.SERVED_PAGE_CACHE_MS ?? 1000);
const maxBytes = Number(process.env.SERVED_PAGE_CACHE_MAX_BYTES) || DEFAULT_SERVED_PAGE_CACHE_MAX_BYTES;

// Before Next loads: its route handlers believe a peer address only with this process's stamp.
const stampPeerAddress = startStampingPeers();
const dir = fileURLToPath(new URL('.', import.meta.url));
const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' });
const handleWithNext = app.getRequestHandler();
await app.prepare();

// Requests are logged and measured under their route's template, never their path as sent.
const routeOf = buildRouteMatcher(path.join(dir, process.env.NEXT_DIST_DIR ?? '.next'), path.join(dir, 'public'));

// GET /metrics on METRICS_PORT alone (docs/operating.md "Metrics"); unset, none of it is loaded.
const metrics = process.env.METRICS_PORT
  ? await (await import('./src/server/observability/metrics-server.mjs')).startInstanceMetrics({ routeOf, shopPort: port, hostname })
  : null;

// Pages are kept only for the shop's own names (read after Next has loaded the .env files):
// a request with any other Host header is served, never kept.
const ownHosts = shopHosts({
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
  allowedOrigins: process.env.DOOR_ALLOWED_ORIGINS,
  port,
});

const servedPages = new ServedPageCache({ ttlMs, maxBytes, ownHost: (host) => ownHosts.has(host), observe: metrics?.servedPage });
servedPages.startSweeping();
const searchPages = createSearchPageCache({
  observe: metrics?.servedPage,
  ownHost: (host) => ownHosts.has(host),
  seconds: Number(process.env.SEARCH_PAGE_CACHE_SECONDS ?? 60),
  maxPages: Number(process.env.SEARCH_PAGE_CACHE_MAX_PAGES) || undefined,
  maxBytes: Number(process.env.SEARCH_PAGE_CACHE_MAX_BYTES) || undefined,
});
searchPages.startSweeping();
globalThis[FORGET_SERVED_PAGES] = (path) => {
  servedPages.forget(path);
  searchPages.forget(path);
};
const handleWithServedPages = (request, response) => servedPages.handle(request, response, handleWithNext);

const logRequest = requestLog({ routeOf });
const server = createServer((request, response) => {
  metrics?.measure(request, response);
  // The door's client address starts from the socket peer (src/server/door/client-address.ts).
  stampPeerAddress(request);
  logRequest(request, response, () => {
    keepRouterAnswersFromBrowserRevalidation(request, response);
    searchPages.handle(request, response, handleWithServedPages);
  });
});
server.listen(port, hostname, () => logger().info({ port }, `Storefront on http://${hostname ?? 'localhost'}:${port}`));

// Finish the answers in flight, then stop (a load balancer has already stopped sending).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => flushTracing().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
