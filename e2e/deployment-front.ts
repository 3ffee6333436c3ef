import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A front for the shop on a port of its own that passes every request through, as a reverse proxy
 * does, and serves `/sw.js` as a new deployment would once `deploy` is called: the test's stand-in
 * for a second build, without a second `next build`. Each test has its own, so no other test's
 * worker changes.
 */
export async function deploymentFront(shop: string) {
  let deployedWorker: string | null = null;
  const server = http.createServer((request, answer) => {
    if (deployedWorker !== null && new URL(request.url ?? '/', shop).pathname === '/sw.js') {
      answer.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      answer.end(deployedWorker);
      return;
    }
    const upstream = http.request(new URL(request.url ?? '/', shop), { method: request.method, headers: request.headers }, (shopAnswer) => {
      answer.writeHead(shopAnswer.statusCode ?? 502, shopAnswer.headers);
      shopAnswer.pipe(answer);
    });
    upstream.on('error', () => answer.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy: (worker: string) => {
      deployedWorker = worker;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
