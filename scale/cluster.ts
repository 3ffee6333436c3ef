import { request, type APIRequestContext, type Page } from '@playwright/test';
import { startCluster, type Cluster } from '../scripts/lib/cluster.mjs';
import { E2E_PORTS, SCALE_PORTS } from '../scripts/lib/ports.mjs';
import { TEST_DIST_DIR } from '../scripts/lib/test-build.mjs';
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Sandbox-pass-1', firstName: 'Dana' } as const;

/** Instance A and B of the test build, sharing one Redis and one sandbox (on the port that build was made for), each with its METRICS_PORT. */
export function startTwoInstances(): Promise<Cluster> {
  return startCluster({
    distDir: TEST_DIST_DIR,
    ports: { sandbox: E2E_PORTS.sandbox, redis: SCALE_PORTS.redis, instances: [SCALE_PORTS.a, SCALE_PORTS.b], metrics: SCALE_PORTS.metrics },
  });
}

/** Where Prometheus scrapes instance `index` (A: 0, B: 1): its `instance` label. */
export const metricsTarget = (index: number) => `127.0.0.1:${SCALE_PORTS.metrics[index]}`;

/** A caller of one instance's door, with its own cookies (a second browser, or a script). */
export const doorOf = (origin: string): Promise<APIRequestContext> => request.newContext({ baseURL: origin });

/** POST /api/user/login through the door of whichever instance `door` talks to; answers its status. */
export async function signInThrough(door: APIRequestContext, password: string = DEMO_CUSTOMER.password): Promise<number> {
  const response = await door.post('/api/user/login', { form: { email: DEMO_CUSTOMER.email, password } });
  return response.status();
}

export interface RequestDuration {
  method: string;
  path: string;
  ms: number;
}

/** Records how long each request from `page` to `origin` took, from its start to the end of its answer. */
export function watchRequestDurations(page: Page, origin: string): RequestDuration[] {
  const durations: RequestDuration[] = [];
  page.on('requestfinished', (finished) => {
    const url = new URL(finished.url());
    const { responseEnd } = finished.timing();
    if (url.origin !== origin || responseEnd < 0) return;
    durations.push({ method: finished.method(), path: url.pathname, ms: responseEnd });
  });
  return durations;
}
