/**
 * The production server (`npm start` runs it beside the sandbox; a deployment runs
 * `node server.mjs`): Next's own request handler for the build in NEXT_DIST_DIR, behind the
 * served-page micro-cache (src/server/cache/served-page-cache.mjs). PORT (default 3000),
 * HOSTNAME (default all interfaces), SERVED_PAGE_CACHE_MS (default 1000; 0 turns it off).
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { keepRouterAnswersFromBrowserRevalidation } from './src/server/cache/router-answers.mjs';
import { FORGET_SERVED_PAGES, ServedPageCache } from './src/server/cache/served-page-cache.mjs';
import { startStampingPeers } from './src/server/door/peer-address.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const ttlMs = Number(process.env.SERVED_PAGE_CACHE_MS ?? 1000);

// Before Next loads: its route handlers believe a peer address only with this process's stamp.
const stampPeerAddress = startStampingPeers();
const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), port, hostname: hostname ?? 'localhost' });
const handleWithNext = app.getRequestHandler();
await app.prepare();

const servedPages = new ServedPageCache({ ttlMs });
globalThis[FORGET_SERVED_PAGES] = () => servedPages.forget();

const server = createServer((request, response) => {
  // The door's client address starts from the socket peer (src/server/door/client-address.ts).
  stampPeerAddress(request);
  keepRouterAnswersFromBrowserRevalidation(request, response);
  servedPages.handle(request, response, handleWithNext);
});
server.listen(port, hostname, () => console.log(`Storefront on http://${hostname ?? 'localhost'}:${port}`));

// Finish the answers in flight, then stop (a load balancer has already stopped sending).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
