/**
 * `npm run bench -- --observability-cost`: what the metrics and the request log cost in requests
 * per second (docs/performance.md, "What observability costs"). Two instances of the bench build
 * on one sandbox, the same in all but that: "on" as a deployment runs it (METRICS_PORT, one JSON
 * line a request at LOG_LEVEL=info, written to a file), "off" with no metrics server and the log
 * silent. Only one is under load at a time; each round measures every page on both, the order
 * flipped round to round, so a machine that slows down mid-run weighs on both alike. The verdict
 * is the median over rounds of each round's on/off ratio, beside the spread of those ratios.
 */
import os from 'node:os';
import path from 'node:path';
import { freePort, startInstance } from '../lib/cluster.mjs';
import { BENCH_PORTS } from '../lib/ports.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { startEmbeddedSandbox } from '../lib/sandbox.mjs';
import { BENCH_DIST_DIR, firstProductSlug } from './server.mjs';
import { table } from './soak/report.mjs';
import { measureThroughput } from './throughput.mjs';

/** The cost the issue allows: "on" keeps at least this share of "off"'s requests per second. */
export const COST_BUDGET = 0.05;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Per page: each round's req/s on and off, the ratio of each round, and their median. A page
 * passes when the median ratio keeps within the budget.
 */
export function summarise(pages, rounds) {
  return pages.map((page) => {
    const pairs = rounds.map((round) => round[page]);
    const ratios = pairs.map(({ on, off }) => on / off);
    const ratio = median(ratios);
    return {
      page,
      onMedian: Math.round(median(pairs.map((pair) => pair.on))),
      offMedian: Math.round(median(pairs.map((pair) => pair.off))),
      ratios: ratios.map((value) => Math.round(value * 1000) / 1000),
      ratio: Math.round(ratio * 1000) / 1000,
      withinBudget: ratio >= 1 - COST_BUDGET,
    };
  });
}

export function formatCost(rows) {
  const percent = (value) => `${((value - 1) * 100).toFixed(1)}%`;
  return table(
    ['Page', 'off req/s (median)', 'on req/s (median)', 'on/off, median of rounds', 'each round', `within ${COST_BUDGET * 100}%`],
    rows.map((row) => [row.page, row.offMedian, row.onMedian, percent(row.ratio), row.ratios.map(percent).join(' '), row.withinBudget ? '✔' : '✖']),
  );
}

export async function runObservabilityCost({ rounds, seconds, log }) {
  const sandbox = await startEmbeddedSandbox({ ...process.env, SANDBOX_PORT: String(BENCH_PORTS.sandbox), DASHBOARD_API_URL: '' });
  const instances = {};
  try {
    const common = { ...sandbox.env, NEXT_PUBLIC_SITE_URL: `http://localhost:${BENCH_PORTS.storefront}`, NEXT_TELEMETRY_DISABLED: '1' };
    const [onPort, offPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    instances.on = await startInstance({
      port: onPort,
      distDir: BENCH_DIST_DIR,
      env: { ...common, METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' },
      logFile: path.join(repoRoot, 'bench', '.tmp', 'observability-on.log'),
    });
    instances.off = await startInstance({ port: offPort, distDir: BENCH_DIST_DIR, env: { ...common, METRICS_PORT: '', LOG_LEVEL: 'silent' } });
    const pages = ['/', '/products', `/product/${await firstProductSlug()}`, '/search?q=walnut'];
    log(`Warming both instances (${pages.length} pages)…`);
    for (const variant of ['on', 'off']) for (const page of pages) await measureThroughput(`${instances[variant].origin}${page}`, 2);
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? ['off', 'on'] : ['on', 'off'];
      const results = {};
      for (const page of pages) {
        results[page] = {};
        for (const variant of order) {
          const result = await measureThroughput(`${instances[variant].origin}${page}`, seconds);
          if (result.errors > 0 || result.non2xx > 0) throw new Error(`${variant} ${page}: ${result.errors} errors, ${result.non2xx} non-2xx answers.`);
          results[page][variant] = result.requestsPerSecond;
        }
      }
      log(`  round ${round + 1}/${rounds}: ${pages.map((page) => `${page} ${results[page].on}/${results[page].off}`).join(', ')} (on/off req/s)`);
      measured.push(results);
    }
    return {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
      settings: { rounds, seconds, connections: 20, budget: COST_BUDGET },
      rounds: measured,
      pages: summarise(pages, measured),
    };
  } finally {
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    await sandbox.stop();
  }
}
