/**
 * npm run bench: speed of the production build with the sandbox, against issue 10's targets.
 * Lighthouse (mobile + desktop, median of --runs, default 5) through a TLS + HTTP/2 front as
 * customers reach the shop (scripts/bench/http2-front.mjs), first-load JS, HTML size, and
 * throughput with p99 latency straight at the instance beside a static page of the same server; then a second table for
 * two instances of the build on one Redis (needs redis-server). Writes bench/results.json.
 * Pages: scripts/bench/pages.mjs.
 * Options: --runs N, --quick (1 run, 3 s of load per URL), --no-build (reuse .next-bench),
 * --no-cluster (skip the two-instance table).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureClusterThroughput, startBenchCluster } from './bench/cluster.mjs';
import { measureHtml } from './bench/html.mjs';
import { startHttp2Front } from './bench/http2-front.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { benchPages } from './bench/pages.mjs';
import { CLUSTER_METRICS, evaluate, formatTable } from './bench/report.mjs';
import { BENCH_DIST_DIR, buildForBench, firstProductSlug, hasBuild, startBenchServer, storefrontOrigin } from './bench/server.mjs';
import { measureThroughput } from './bench/throughput.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';
import { onShutdownSignal, repoRoot } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const runsIndex = argv.indexOf('--runs');
const runs = quick ? 1 : runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 5;
const loadSeconds = quick ? 3 : 10;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs needs a whole number of at least 1.');
  process.exit(2);
}

const log = (line) => console.log(line);
let server = null;
let front = null;
let cluster = null;
onShutdownSignal(async () => {
  await front?.stop();
  await server?.stop();
  await cluster?.stop();
  process.exit(1);
});

async function main() {
  if (argv.includes('--no-build') && hasBuild()) {
    log(`Reusing the build in ${BENCH_DIST_DIR}/ (--no-build).`);
  } else {
    log(`Building into ${BENCH_DIST_DIR}/ (log: bench/.tmp/build.log)…`);
    await buildForBench();
  }
  log(`Starting the server on ${storefrontOrigin} (log: bench/.tmp/server.log)…`);
  server = await startBenchServer();
  front = await startHttp2Front({ port: BENCH_PORTS.front, target: storefrontOrigin });
  const lighthouseOrigin = front.origin;
  log(`Lighthouse loads the pages through the HTTP/2 front on ${lighthouseOrigin}.`);

  const slug = await firstProductSlug();
  const paths = benchPages(slug);
  const pages = [];
  for (const pagePath of paths) {
    const url = `${storefrontOrigin}${pagePath}`;
    log(`Measuring ${pagePath}`);
    const html = await measureHtml(url);
    const mobile = await measureLighthouse(`${lighthouseOrigin}${pagePath}`, 'mobile', runs, log);
    const desktop = await measureLighthouse(`${lighthouseOrigin}${pagePath}`, 'desktop', runs, log);
    pages.push({ path: pagePath, url, html, mobile, desktop });
  }
  await front.stop();
  front = null;

  log(`Throughput: 20 connections, ${loadSeconds} s per URL`);
  const staticPage = await measureThroughput(`${storefrontOrigin}/bench-static.html`, loadSeconds);
  log(`  /bench-static.html: ${staticPage.requestsPerSecond} req/s`);
  for (const page of pages) {
    const throughput = await measureThroughput(page.url, loadSeconds);
    page.throughput = { ...throughput, ratioToStatic: throughput.requestsPerSecond / staticPage.requestsPerSecond };
    log(`  ${page.path}: ${throughput.requestsPerSecond} req/s, p99 ${throughput.latencyP99Ms} ms`);
  }
  await server.stop();
  server = null;

  let clusterStatic = null;
  if (!argv.includes('--no-cluster')) {
    log('Two instances on one Redis (needs redis-server)…');
    cluster = await startBenchCluster();
    const measure = (pagePath) => measureClusterThroughput(cluster.instances, pagePath, loadSeconds);
    clusterStatic = await measure('/bench-static.html');
    log(`  /bench-static.html: ${clusterStatic.requestsPerSecond} req/s`);
    for (const page of pages) {
      await measure(page.path); // fills the shared cache, as real traffic would before it matters
      const throughput = await measure(page.path);
      page.cluster = { ...throughput, ratioToStatic: throughput.requestsPerSecond / clusterStatic.requestsPerSecond };
      log(`  ${page.path}: ${throughput.requestsPerSecond} req/s, p99 ${throughput.latencyP99Ms} ms`);
    }
    await cluster.stop();
    cluster = null;
  }

  const rows = evaluate(pages);
  const clusterRows = clusterStatic ? evaluate(pages, CLUSTER_METRICS) : [];
  console.log(`\n${formatTable(pages, rows)}`);
  if (clusterStatic) {
    console.log(`\nTwo instances on one Redis, 20 connections split over both (static page: ${clusterStatic.requestsPerSecond} req/s):`);
    console.log(formatTable(pages, clusterRows));
  }
  console.log(
    `\nLighthouse: through the TLS + HTTP/2 front, median of ${runs} run(s) by performance score; LCP/TBT/CLS from that run. First-load JS: transfer size ` +
      "(as served, gzip) of the Script requests up to the load event in the mobile median run (later route prefetches not counted). " +
      `Static page: /bench-static.html at ${staticPage.requestsPerSecond} req/s.`,
  );
  const failed = [...rows, ...clusterRows].flatMap((row) => row.cells.filter((cell) => cell.pass === false).map(() => row.label));
  console.log(failed.length ? `\n${failed.length} target(s) missed.` : '\nEvery target met.');

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
    settings: { runs, loadSeconds, connections: 20, distDir: BENCH_DIST_DIR, origin: storefrontOrigin, lighthouseOrigin },
    staticPage,
    clusterStaticPage: clusterStatic,
    pages,
    targets: [...rows, ...clusterRows].map((row) => ({ metric: row.label, target: row.target, results: row.cells.map((cell) => ({ value: cell.value, pass: cell.pass })) })),
    allTargetsMet: failed.length === 0,
  };
  const file = path.join(repoRoot, 'bench', 'results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${path.relative(repoRoot, file)}`);
}

main().catch(async (error) => {
  console.error(`\nBench failed: ${error.message}`);
  await server?.stop();
  await cluster?.stop();
  process.exit(1);
});
