/**
 * What a customer's browser talks to in production: a TLS + HTTP/2 front (the load balancer or
 * CDN of docs/deployment.md "HTTPS and HTTP/2 at the front") that forwards to an instance over HTTP/1.1 keep-alive.
 * Lighthouse measures the pages through it. Over HTTP/1.1 straight to the instance, Lighthouse's
 * simulation queues a page's ~20 requests on six connections and charges each a 150 ms round
 * trip, a cost no deployment behind an HTTP/2 front has. The certificate is self-signed, made
 * afresh for each bench; Chrome is started with --ignore-certificate-errors.
 */
import http from 'node:http';
import http2 from 'node:http2';
import selfsigned from 'selfsigned';

// Connection-level headers belong to one hop and are forbidden in HTTP/2.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** Starts the front on `port`, forwarding to `target` (an http:// origin); resolves with its origin and `stop()`. */
export async function startHttp2Front({ port, target }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = { ...forwardable(request.headers), host: request.headers[':authority'] ?? request.headers.host };
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, 'localhost', resolve));

  return {
    origin: `https://localhost:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // A browser that was killed can leave a session open; do not wait on it.
        setTimeout(resolve, 2000).unref();
      }),
  };
}
