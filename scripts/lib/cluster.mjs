/**
 * Several production instances of one build on one Redis and one sandbox, as a load balancer
 * would see them: the scale test and the bench's second table start them with this.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { productionServer, repoRoot, startNode, stopChild } from './processes.mjs';
import { startEmbeddedSandbox, waitUntilAnswering } from './sandbox.mjs';

const redisServer = process.env.REDIS_SERVER ?? 'redis-server';

function tcpAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Whether redis-server can be started here (tests that need one skip, saying so, when not). */
export const redisServerInstalled = () => spawnSync(redisServer, ['--version']).status === 0;

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway Redis on `port`: nothing saved to disk, key-space events on (the cache handler
 * needs them; `keyspaceEvents: ''` starts one without, as a misconfigured Redis would be).
 */
export async function startRedis(port, { keyspaceEvents = 'Exe' } = {}) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', keyspaceEvents];
  const child = spawn(redisServer, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  child.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${redisServer}: ${error.message} (apt-get install redis-server)`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const deadline = Date.now() + 10_000;
  while (!(await tcpAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`Redis did not start on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * The production server of the build in `distDir` on `port`; resolves once its health check
 * answers. Its output is labelled `log`, or written to `logFile` when one is named.
 */
export async function startInstance({ port, distDir, env, log = 'ignore', logFile }) {
  const outputFd = logFile ? openSync(logFile, 'w') : undefined;
  const child = startNode([productionServer], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    prefix: log === 'ignore' ? undefined : log,
    outputFd,
  });
  if (outputFd !== undefined) closeSync(outputFd);
  const origin = `http://localhost:${port}`;
  try {
    await waitUntilAnswering(`${origin}/healthz`, { child, name: `The instance on ${port}`, timeoutMs: 60_000 });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, port, child, stop: () => stopChild(child, 10_000) };
}

/**
 * The sandbox, a Redis, and one instance per port in `ports.instances`, all on the build in
 * `distDir` (built for `ports.sandbox`), each with its METRICS_PORT from `ports.metrics` when
 * given; `env` is added to every instance's environment, and
 * `logFile(port)`, when given, names the file each instance writes its output to.
 * `stopRedis()` / `startRedis()` take the Redis away and bring it back on its port while the
 * instances run (an outage); `restartInstance(i)` starts instance i afresh with the same
 * settings. `stop()` ends everything still running.
 */
export async function startCluster({ distDir, ports, log, env = {}, logFile }) {
  const cluster = { sandbox: null, redis: null, instances: [], env: null };
  cluster.stop = async () => {
    for (const instance of [...cluster.instances].reverse()) await instance.stop();
    await cluster.redis?.stop();
    await cluster.sandbox?.stop();
  };
  cluster.stopRedis = () => cluster.redis.stop();
  cluster.startRedis = async () => {
    cluster.redis = await startRedis(ports.redis);
  };
  const envOf = (index) => (ports.metrics ? { ...cluster.env, METRICS_PORT: String(ports.metrics[index]) } : cluster.env);
  const start = (index) => startInstance({ port: ports.instances[index], distDir, env: envOf(index), log, logFile: logFile?.(ports.instances[index]) });
  cluster.restartInstance = async (index) => {
    await cluster.instances[index].stop();
    cluster.instances[index] = await start(index);
    return cluster.instances[index];
  };
  try {
    cluster.sandbox = await startEmbeddedSandbox({ ...process.env, SANDBOX_PORT: String(ports.sandbox), DASHBOARD_API_URL: '' });
    await cluster.startRedis();
    cluster.env = { ...env, DASHBOARD_API_URL: cluster.sandbox.url, REDIS_URL: cluster.redis.url };
    cluster.instances = await Promise.all(ports.instances.map((_, index) => start(index)));
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
