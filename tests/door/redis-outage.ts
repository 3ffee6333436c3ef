import { createClient } from 'redis';
import { freePort, redisServerInstalled, startRedis } from '../../scripts/lib/cluster.mjs';

/** redis-server is needed to stop and start a real Redis; without it the suites say why they skip. */
export const redisServer = redisServerInstalled();
export const SKIP_REASON = 'redis-server is not installed (apt-get install redis-server): the Redis outage tests need a real one';

/** A real Redis on a free port that a test can stop and start again on the same port. */
export async function outageRedis() {
  const port = await freePort();
  let running: Awaited<ReturnType<typeof startRedis>> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start(options?: { keyspaceEvents?: string }) {
      running = await startRedis(port, options);
    },
    async stop() {
      await running?.stop();
      running = null;
    },
    /** Runs `run` with a client of the test's own (not the one under test). */
    async inspect<T>(run: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
      const client = createClient({ url: `redis://127.0.0.1:${port}` });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.disconnect();
      }
    },
  };
}

/** Milliseconds `call` took, and what it answered. */
export async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await call();
  return { ms: performance.now() - started, value };
}

/** Polls `check` until it holds (a reconnecting client needs up to two seconds). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
