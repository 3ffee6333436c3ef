import { afterAll, vi } from 'vitest';

/**
 * For test files that share a worker (vitest.config.ts, project "node"): each starts as it would
 * in a worker of its own. Runs before tests/setup.ts, so the sandbox, the door and every other
 * module of ours is evaluated afresh for this file (a door's limits, a cache's entries, a
 * process secret made on first use); only packages from node_modules stay loaded. After the
 * file, real timers, stubbed globals and the environment variables are put back as they were and the process-wide holders our
 * modules keep on globalThis (`Symbol.for('ledfloor.…')`: the door's Redis client, the search
 * limiter, the site index) are emptied, a client among them disconnected.
 */
vi.resetModules();
if (typeof window !== 'undefined') await import('./shared-window');

const env = { ...process.env };

const ownHolders = () =>
  Object.getOwnPropertySymbols(globalThis).filter((key) => key.description?.startsWith('ledfloor.'));

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  const holders = globalThis as Record<symbol, { destroy?: () => unknown } | undefined>;
  for (const key of ownHolders()) {
    const held = holders[key];
    if (typeof held?.destroy === 'function') await held.destroy();
    delete holders[key];
  }
});
