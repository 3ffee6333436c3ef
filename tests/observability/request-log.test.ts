// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardGet } from '@/server/dashboard/cached-reads';
import { door } from '@/server/door/door';
import { requestContext } from '@/server/observability/request-context.mjs';
import { requestLog } from '@/server/observability/request-log.mjs';
import { routeMatcher } from '@/server/observability/http-route.mjs';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server as msw } from '../msw/server';
import { capturedLogger } from './log-lines';

// server.mjs's request log (src/server/observability/request-log.mjs) in front of real handlers:
// the door and the pages' reads, with the sandbox as the dashboard.

const routeOf = routeMatcher({
  staticRoutes: [{ page: '/products' }],
  dynamicRoutes: [
    { page: '/api/[...path]' },
    { page: '/product/[slug]' },
  ],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let httpServer: Server;
let origin: string;

/** The server as server.mjs builds it, with `handle` standing for Next. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => unknown, trusted = new Set<string>()) {
  const logged = capturedLogger();
  const logRequest = requestLog({ routeOf, trusted, log: logged.log });
  httpServer = createServer((request, response) => logRequest(request, response, () => handle(request, response)));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  msw.use(http.all(`${origin}/*`, () => passthrough()));
  return logged;
}

/** A request with exactly these headers; resolves with the answer's headers once its log line is written. */
function ask(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<IncomingMessage['headers']>((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => setImmediate(() => resolve(response.headers)));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Node's request as the Web Request a route handler gets (the door's origin is the shop's). */
const asWebRequest = (request: IncomingMessage) =>
  new Request(`${BROWSER_ORIGIN}${request.url}`, { method: request.method, headers: request.headers as Record<string, string> });

/** Every request that reached the sandbox, with the X-Request-Id it carried. */
function watchDashboardIds() {
  const seen: { path: string; id: string | null }[] = [];
  msw.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === SANDBOX_ORIGIN) seen.push({ path: url.pathname, id: request.headers.get('x-request-id') });
  });
  return seen;
}

afterEach(async () => {
  msw.events.removeAllListeners('request:start');
  await new Promise((resolve) => httpServer?.close(resolve));
});

describe('the request log', () => {
  it('writes one line per request: its id, method, route template, status and time; the answer carries the id', async () => {
    const { lines } = await serve((_request, response) => {
      response.statusCode = 404;
      response.end('gone');
    });
    const headers = await ask('/product/hardwax-oil?ref=mail&email=jane@example.com');
    const [line] = lines();
    expect(headers['x-request-id']).toMatch(UUID);
    expect(line).toMatchObject({ level: 'info', msg: 'request', req_id: headers['x-request-id'], method: 'GET', http_route: '/product/[slug]', status: 404 });
    expect(line.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toMatch(/hardwax-oil|ref=|jane/);
  });

  it('gives the door’s call, the dashboard’s status and time, and sends the request id to the dashboard', async () => {
    const seen = watchDashboardIds();
    const { lines } = await serve(async (request, response) => {
      const answer = await door(asWebRequest(request));
      response.statusCode = answer.status;
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    const headers = await ask('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil');
    const [line] = lines();
    expect(line).toMatchObject({ http_route: '/api/[...path]', status: 200, call: 'GET products/by-slug', dashboard_status: 200 });
    expect(line.dashboard_ms).toEqual(expect.any(Number));
    // A new visitor's session first, then the call; both are in the line and both carry the id.
    expect(line.dashboard).toEqual([
      { call: 'GET default/session', status: 200, ms: expect.any(Number) },
      { call: 'GET products/by-slug', status: 200, ms: expect.any(Number) },
    ]);
    expect(seen).toEqual([
      { path: '/api/default/session', id: headers['x-request-id'] },
      { path: '/api/products/by-slug', id: headers['x-request-id'] },
    ]);
  });

  it('keeps a cached read’s request free of the id, which would make each read a miss in Next’s data cache', async () => {
    const seen = watchDashboardIds();
    const { lines } = await serve(async (_request, response) => {
      await dashboardGet('/products');
      response.end('page');
    });
    await ask('/products');
    expect(seen).toEqual([{ path: '/api/products', id: null }]);
    expect(lines()[0].dashboard).toEqual([{ call: 'GET products', status: 200, ms: expect.any(Number) }]);
  });

  it('keeps the X-Request-Id of a trusted proxy when it has an id’s form, and replaces anyone else’s', async () => {
    let seenInside: string | undefined;
    const { lines } = await serve((_request, response) => {
      seenInside = requestContext()?.id;
      response.end();
    }, new Set(['127.0.0.1']));
    expect((await ask('/', { headers: { 'x-request-id': 'lb-7f3a9c21.eu:1' } }))['x-request-id']).toBe('lb-7f3a9c21.eu:1');
    expect(seenInside).toBe('lb-7f3a9c21.eu:1');
    for (const forged of ['a'.repeat(129), 'two words', 'id"},"level":"fatal', '']) {
      expect((await ask('/', { headers: { 'x-request-id': forged } }))['x-request-id']).toMatch(UUID);
    }
    expect(lines().map((line) => line.req_id)).toEqual(['lb-7f3a9c21.eu:1', ...Array(4).fill(expect.stringMatching(UUID))]);
  });

  it('never keeps the id a client sends when it is not a trusted proxy', async () => {
    let seenByHandler: string | string[] | undefined;
    await serve((request, response) => {
      seenByHandler = request.headers['x-request-id'];
      response.end();
    });
    const headers = await ask('/', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(headers['x-request-id']).toMatch(UUID);
    expect(seenByHandler).toBe(headers['x-request-id']);
  });
});
