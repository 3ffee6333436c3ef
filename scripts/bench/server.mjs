/** The production build and server the bench measures, on its own dist dir and ports; logs go to bench/.tmp. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PORTS } from '../lib/ports.mjs';
import { repoRoot, stopChild } from '../lib/processes.mjs';
import { waitUntilAnswering } from '../lib/sandbox.mjs';

export const BENCH_DIST_DIR = '.next-bench';
let distDir = BENCH_DIST_DIR;
export const storefrontOrigin = `http://localhost:${BENCH_PORTS.storefront}`;
export const sandboxOrigin = `http://127.0.0.1:${BENCH_PORTS.sandbox}`;
const logDir = path.join(repoRoot, 'bench', '.tmp');

const benchEnv = {
  ...process.env,
  NEXT_DIST_DIR: BENCH_DIST_DIR,
  PORT: String(BENCH_PORTS.storefront),
  SANDBOX_PORT: String(BENCH_PORTS.sandbox),
  NEXT_PUBLIC_SITE_URL: storefrontOrigin,
  // Lighthouse opens the shop through the TLS front (http2-front.mjs): the door's own-origin rule must know it.
  DOOR_ALLOWED_ORIGINS: `https://localhost:${BENCH_PORTS.front}`,
  DASHBOARD_API_URL: '',
  NEXT_TELEMETRY_DISABLED: '1',
  // Always on: the bench prints what the instance's own metrics saw beside its figures (server-view.mjs).
  METRICS_PORT: String(BENCH_PORTS.metrics),
};
/** The bench instance as server-view.mjs scrapes it. */
export const benchMetricsTarget = { label: storefrontOrigin, metricsPort: BENCH_PORTS.metrics };

function runLogged(script, logName) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env: benchEnv, stdio: ['ignore', fd, fd] });
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, logFile };
}

const tail = (file) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

export function hasBuild() {
  return existsSync(path.join(repoRoot, distDir, 'BUILD_ID'));
}

export async function buildForBench() {
  const { child, logFile } = runLogged('scripts/build.mjs', 'build.log');
  const code = await child.exited;
  if (code !== 0) throw new Error(`The bench build failed (exit ${code}). Last lines of ${logFile}:\n${tail(logFile)}`);
}

/**
 * The large-catalogue mode (scripts/bench/large-catalogue.mjs): a sandbox of `size` products, a
 * build of its own (its prerendered pages come from that catalogue), and the door told that the
 * bench's own address is a proxy, so each request can name its own customer in x-forwarded-for.
 */
export function benchLargeCatalogue(size) {
  distDir = `${BENCH_DIST_DIR}-${size}`;
  Object.assign(benchEnv, { NEXT_DIST_DIR: distDir, SANDBOX_CATALOGUE_SIZE: String(size), DOOR_TRUSTED_PROXIES: '127.0.0.1,::1' });
}

export const benchDistDir = () => distDir;

/** Starts scripts/start.mjs on the bench ports; resolves with `stop()` once the static page answers. */
export async function startBenchServer() {
  const { child, logFile } = runLogged('scripts/start.mjs', 'server.log');
  try {
    await waitUntilAnswering(`${storefrontOrigin}/bench-static.html`, { child, name: 'The bench server', timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message} Last lines of ${logFile}:\n${tail(logFile)}`);
  }
  return { stop: () => stopChild(child, 10_000), logFile };
}

/** The first product of the catalogue, as the sandbox lists it. */
export async function firstProductSlug() {
  const response = await fetch(`${sandboxOrigin}/api/products`);
  if (!response.ok) throw new Error(`GET ${sandboxOrigin}/api/products answered ${response.status}`);
  const body = await response.json();
  const models = body?.data?.models ?? body?.models ?? body?.data ?? [];
  const slug = Array.isArray(models) ? models[0]?.slug : undefined;
  if (!slug) throw new Error('The sandbox lists no product with a slug.');
  return slug;
}
