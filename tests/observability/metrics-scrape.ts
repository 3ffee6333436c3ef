import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { parsePrometheusText, type Sample } from '../../scripts/bench/prometheus-text.mjs';
import { server as msw } from '../msw/server';

/** One sample of a scrape: its series name, labels and value. */
export type { Sample };

/** The samples of a Prometheus text scrape (the bench's reader: scripts/bench/prometheus-text.mjs). */
export const samplesOf: (text: string) => Sample[] = parsePrometheusText;

/** The samples named `name` whose labels include `labels`. */
export const samplesNamed = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

/** A local HTTP server the test's fetches reach past MSW; its origin, and close(). */
export async function listenLocally(handle: (request: IncomingMessage, response: ServerResponse) => unknown): Promise<{ origin: string; server: Server; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  msw.use(http.all(`${origin}/*`, () => passthrough()));
  return {
    origin,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Lets MSW pass requests to `port` on 127.0.0.1 through to the real server there. */
export const passThroughTo = (port: number) => msw.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
