import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { server as msw } from '../msw/server';

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown;

/** A real HTTP server on a free port for a page cache's tests, let past MSW; `close()` after each test. */
export function pageServer() {
  let httpServer: Server | undefined;
  let origin = '';
  return {
    get origin() {
      return origin;
    },
    async listen(handle: Handle) {
      httpServer = createServer(handle);
      await new Promise<void>((resolve) => httpServer!.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
      msw.use(http.all(`${origin}/*`, () => passthrough()));
    },
    close: () => new Promise<void>((resolve) => (httpServer ? httpServer.close(() => resolve()) : resolve())),
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers }),
  };
}
