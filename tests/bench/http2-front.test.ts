// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Front } from '../../scripts/bench/http2-front.mjs';
import { server as msw } from '../msw/server';

// The front and the stand-in talk real HTTP in this process, with no dashboard call to mock:
// MSW's interception of node:http is off for this file.
beforeAll(() => msw.close());
afterAll(() => msw.listen({ onUnhandledRequest: 'error' }));

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

/** An instance stand-in: records what reached it and answers with hop-by-hop headers of its own. */
async function upstream() {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'text/plain', 'set-cookie': 'a=1', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
      response.end(`answer to ${request.method} ${request.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  return { seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function front(target: string) {
  const started = await startHttp2Front({ port: 0, target });
  stops.push(started.stop);
  return started;
}

/** One HTTP/2 request, as a browser makes it. */
function ask(origin: string, path: string, { method = 'GET', body = '' } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'accept-encoding': 'gzip' }, { endStream: !body });
    let status = 0;
    let headers: Record<string, unknown> = {};
    let text = '';
    stream.on('response', (received) => {
      status = Number(received[':status']);
      headers = received;
    });
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, headers, body: text });
    });
    if (body) stream.end(body);
  });
}

describe('the bench HTTP/2 front', () => {
  it('forwards a request over HTTP/2 to the instance and brings back its answer', async () => {
    const instance = await upstream();
    const { origin } = await front(instance.origin);
    const reply = await ask(origin, '/products?categories=1,3');
    expect(reply).toMatchObject({ status: 201, body: 'answer to GET /products?categories=1,3' });
    expect(reply.headers).toMatchObject({ 'content-type': 'text/plain', 'set-cookie': ['a=1'] });
    expect(reply.headers).not.toHaveProperty('connection');
    expect(instance.seen[0].headers).toMatchObject({ host: new URL(origin).host, 'accept-encoding': 'gzip' });
    expect(Object.keys(instance.seen[0].headers).filter((name) => name.startsWith(':'))).toEqual([]);
  });

  it('forwards a request body', async () => {
    const instance = await upstream();
    const { origin } = await front(instance.origin);
    await ask(origin, '/api/basket/data', { method: 'POST', body: 'count=2' });
    expect(instance.seen[0]).toMatchObject({ method: 'POST', body: 'count=2' });
  });

  it('answers 502 when the instance does not answer', async () => {
    const instance = await upstream();
    await stops.pop()!();
    const { origin } = await front(instance.origin);
    expect((await ask(origin, '/')).status).toBe(502);
  });
});
