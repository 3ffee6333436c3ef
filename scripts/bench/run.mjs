/**
 * npm run bench: speed of the production build with the sandbox, against issue 10's targets.
 * Lighthouse (mobile + desktop, median of --runs, default 5) through a TLS + HTTP/2 front as
 * customers reach the shop (scripts/bench/http2-front.mjs), first-load JS, HTML size, and
 * throughput with p99 latency straight at the instance beside a static page of the same server; then a second table for
 * two instances of the build on one Redis (needs redis-server). Each throughput run is followed by what the
 * instances' own /metrics saw of it (server-view.mjs; always on, BENCH_METRICS_PORT). Writes bench/results.json.
 * Then the checkout on a throttled phone (scripts/bench/interaction.mjs) on /basket.
 * Pages: scripts/bench/pages.mjs.
 * Options: --runs N, --pages PATH,PATH (only these of the bench's pages; prints, leaves bench/results.json), --quick (1 run, 3 s of load per URL), --no-build (reuse .next-bench),
 * --no-cluster (skip the two-instance table), --only pages|interaction (run one step; bench/results.json
 * keeps the other step's last results).
 * --catalogue N: the large-catalogue mode instead (scripts/bench/large-catalogue.mjs): the sandbox with
 * N products, a build of its own in .next-bench-N, results in bench/results-large.json.
 * --soak: the soak instead (scripts/bench/soak.mjs): two instances on one Redis under customers and
 * attacks for --minutes N (default 10), --seed N (default 1), --customers N (default 16); bench/soak.json.
 * --observability-cost: the metrics and request log on against off instead (scripts/bench/observability-cost.mjs),
 * --rounds N (default 6) of 10 s per page each; bench/observability-cost.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterMetricsTargets, measureClusterThroughput, startBenchCluster } from './cluster.mjs';
import { measureHtml } from './html.mjs';
import { measureCheckoutInteraction } from './interaction.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { demoCustomerCookie } from './demo-customer.mjs';
import { benchPages, SIGNED_IN_PAGES } from './pages.mjs';
import { CLUSTER_METRICS, evaluate, formatTable, INTERACTION_METRICS } from './report.mjs';
import { formatRows, largeCatalogueRows, measureLargeCatalogue } from './large-catalogue.mjs';
import { benchDistDir, benchMetricsTarget, buildForBench, firstProductSlug, hasBuild, startBenchServer, storefrontOrigin, benchLargeCatalogue } from './server.mjs';
import { formatServerViews, serverSummary, withServerView } from './server-view.mjs';
import { printSoak, runSoak, writeSoak } from './soak.mjs';
import { formatCost, runObservabilityCost } from './observability-cost.mjs';
import { measureThroughput } from './throughput.mjs';
import { BENCH_PORTS } from '../lib/ports.mjs';
import { onShutdownSignal, repoRoot } from '../lib/processes.mjs';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const runsIndex = argv.indexOf('--runs');
const runs = quick ? 1 : runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 5;
const loadSeconds = quick ? 3 : 10;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs needs a whole number of at least 1.');
  process.exit(2);
}
// pages: Lighthouse, HTML, throughput and (unless --no-cluster) the two-instance table.
const STEPS = ['pages', 'interaction'];
const onlyIndex = argv.indexOf('--only');
const steps = new Set(onlyIndex >= 0 ? String(argv[onlyIndex + 1]).split(',') : STEPS);
if ([...steps].some((step) => !STEPS.includes(step))) {
  console.error(`--only takes one of: ${STEPS.join(', ')}.`);
  process.exit(2);
}
const catalogueIndex = argv.indexOf('--catalogue');
const catalogue = catalogueIndex >= 0 ? Number(argv[catalogueIndex + 1]) : null;
if (catalogue !== null && (!Number.isInteger(catalogue) || catalogue < 1)) {
  console.error('--catalogue needs a number of products, e.g. --catalogue 10000.');
  process.exit(2);
}
if (catalogue !== null) benchLargeCatalogue(catalogue);
const soak = argv.includes('--soak');
const observabilityCost = argv.includes('--observability-cost');
/** The number after `flag`, or `fallback` when the flag is absent; null when it is not a whole number ≥ 1. */
function wholeNumberOption(flag, fallback) {
  const index = argv.indexOf(flag);
  if (index < 0) return fallback;
  const value = Number(argv[index + 1]);
  return Number.isInteger(value) && value >= 1 ? value : null;
}
const soakOptions = { minutes: wholeNumberOption('--minutes', 10), seed: wholeNumberOption('--seed', 1), customers: wholeNumberOption('--customers', 16) };
if (Object.values(soakOptions).includes(null)) {
  console.error('--minutes, --seed and --customers need a whole number of at least 1.');
  process.exit(2);
}
const pagesIndex = argv.indexOf('--pages');
const onlyPages = pagesIndex >= 0 ? String(argv[pagesIndex + 1]).split(',') : null;
// A tap's timing varies more than a page load's: never fewer than three runs.
const interactionRuns = Math.max(runs, 3);

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

async function startFront() {
  front = await startHttp2Front({ port: BENCH_PORTS.front, target: storefrontOrigin });
  log(`Lighthouse loads the pages through the HTTP/2 front on ${front.origin}.`);
  return front.origin;
}

/** HTML size and Lighthouse, mobile and desktop, of every bench page (or of those --pages names). */
async function measurePages(lighthouseOrigin) {
  const slug = await firstProductSlug();
  const signedIn = { Cookie: await demoCustomerCookie() };
  const all = [...benchPages(slug), ...SIGNED_IN_PAGES];
  const chosen = onlyPages ? all.filter((pagePath) => onlyPages.includes(pagePath)) : all;
  if (chosen.length === 0) throw new Error(`--pages names none of the bench's pages: ${all.join(' ')}`);
  const pages = [];
  for (const pagePath of chosen) {
    const url = `${storefrontOrigin}${pagePath}`;
    const headers = SIGNED_IN_PAGES.includes(pagePath) ? signedIn : null;
    log(`Measuring ${pagePath}${headers ? ' (signed in as the demo customer)' : ''}`);
    const html = await measureHtml(url, headers);
    const mobile = await measureLighthouse(`${lighthouseOrigin}${pagePath}`, 'mobile', runs, log, headers);
    const desktop = await measureLighthouse(`${lighthouseOrigin}${pagePath}`, 'desktop', runs, log, headers);
    pages.push({ path: pagePath, url, html, mobile, desktop, signedIn: Boolean(headers) });
  }
  return pages;
}

/** A throughput run's log line: the bench's figures, then what the server's own /metrics saw of it. */
const throughputLine = (label, { requestsPerSecond, latencyP99Ms, requests, server: view }) =>
  `  ${label}: ${requestsPerSecond} req/s, p99 ${latencyP99Ms} ms, ${requests} requests; ${serverSummary(view)}`;

/** Throughput of every page straight at the instance; answers the static page's, to compare with. */
async function measurePagesThroughput(pages) {
  log(`Throughput: 20 connections, ${loadSeconds} s per URL`);
  const measure = (url) => withServerView([benchMetricsTarget], () => measureThroughput(url, loadSeconds));
  const staticPage = await measure(`${storefrontOrigin}/bench-static.html`);
  log(throughputLine('/bench-static.html', staticPage));
  for (const page of pages.filter((p) => !p.signedIn)) {
    const throughput = await measure(page.url);
    page.throughput = { ...throughput, ratioToStatic: throughput.requestsPerSecond / staticPage.requestsPerSecond };
    log(throughputLine(page.path, throughput));
  }
  return staticPage;
}

/** What the instances' /metrics saw during each throughput run, one column per URL. */
function formatThroughputViews(staticPage, pages, key) {
  const columns = [{ heading: '/bench-static.html', view: staticPage.server }, ...pages.filter((page) => page[key]).map((page) => ({ heading: page.path, view: page[key].server }))];
  return formatServerViews(columns);
}

const SERVER_VIEW_NOTE =
  "the increase between scrapes of /metrics before and after each URL's load, read as a dashboard reads it; " +
  'p99 per http_route and p95 per dashboard call by histogram_quantile, an estimate within a bucket';

/** The same pages on two instances sharing one Redis; answers that setup's static page. */
async function measurePagesOnCluster(pages) {
  log('Two instances on one Redis (needs redis-server)…');
  cluster = await startBenchCluster();
  const targets = clusterMetricsTargets(cluster.instances);
  const measure = (pagePath) => withServerView(targets, () => measureClusterThroughput(cluster.instances, pagePath, loadSeconds));
  const clusterStatic = await measure('/bench-static.html');
  log(throughputLine('/bench-static.html', clusterStatic));
  for (const page of pages.filter((p) => !p.signedIn)) {
    await measure(page.path); // fills the shared cache, as real traffic would before it matters
    const throughput = await measure(page.path);
    page.cluster = { ...throughput, ratioToStatic: throughput.requestsPerSecond / clusterStatic.requestsPerSecond };
    log(throughputLine(page.path, throughput));
  }
  await cluster.stop();
  cluster = null;
  return clusterStatic;
}

const stepsMeasuredAt = (results) => results.stepsMeasuredAt ?? Object.fromEntries(STEPS.map((step) => [step, results.measuredAt]));

/** A run of one step keeps the other step's results (and their targets) from the last bench/results.json. */
function withEarlierSteps(results, file) {
  if (!existsSync(file)) return results;
  const earlier = JSON.parse(readFileSync(file, 'utf8'));
  const kept = steps.has('pages') ? { interaction: earlier.interaction ?? null } : { staticPage: earlier.staticPage, clusterStaticPage: earlier.clusterStaticPage, pages: earlier.pages };
  const measured = new Set(results.targets.map((target) => target.metric));
  const targets = [...(earlier.targets ?? []).filter((target) => !measured.has(target.metric)), ...results.targets];
  const allTargetsMet = targets.every((target) => target.results.every((result) => result.pass !== false));
  return { ...results, ...kept, targets, allTargetsMet, stepsMeasuredAt: { ...stepsMeasuredAt(earlier), ...results.stepsMeasuredAt } };
}

/** --catalogue N: the large-catalogue table, written to bench/results-large.json. */
async function mainLarge() {
  const lighthouseOrigin = await startFront();
  const large = await measureLargeCatalogue({ size: catalogue, serverLog: server.logFile, lighthouseOrigin, runs, loadSeconds, log });
  await front.stop();
  front = null;
  await server.stop();
  server = null;
  const defaultsFile = path.join(repoRoot, 'bench', 'results.json');
  const defaults = existsSync(defaultsFile) ? JSON.parse(readFileSync(defaultsFile, 'utf8')) : null;
  const rows = largeCatalogueRows(large, defaults);
  console.log(`\n${catalogue} products (Lighthouse mobile: median of ${runs} run(s); first-load JS compared with bench/results.json):`);
  console.log(formatRows(rows));
  const failed = rows.filter((row) => row.pass === false);
  console.log(failed.length ? `\n${failed.length} target(s) missed.` : '\nEvery target met.');
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
    settings: { catalogue, runs, loadSeconds, connections: 20, distDir: benchDistDir(), origin: storefrontOrigin, lighthouseOrigin },
    ...large,
    targets: rows.filter((row) => row.target).map(({ label, target, value, pass }) => ({ metric: label, target, value, pass })),
    allTargetsMet: failed.length === 0,
  };
  const file = path.join(repoRoot, 'bench', 'results-large.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${path.relative(repoRoot, file)}`);
}

async function main() {
  if (argv.includes('--no-build') && hasBuild()) {
    log(`Reusing the build in ${benchDistDir()}/ (--no-build).`);
  } else {
    log(`Building into ${benchDistDir()}/${catalogue ? ` against ${catalogue} products` : ''} (log: bench/.tmp/build.log)…`);
    await buildForBench();
  }
  if (observabilityCost) {
    const rounds = wholeNumberOption('--rounds', 6);
    if (rounds === null) throw new Error('--rounds needs a whole number of at least 1.');
    log(`Metrics and request log on against off: ${rounds} rounds of ${loadSeconds} s a page on each…`);
    const results = await runObservabilityCost({ rounds, seconds: loadSeconds, log });
    console.log(`\n${formatCost(results.pages)}`);
    const file = path.join(repoRoot, 'bench', 'observability-cost.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    return log(`Wrote ${path.relative(repoRoot, file)}`);
  }
  if (soak) {
    const results = await runSoak({ ...soakOptions, log, onCluster: (started) => (cluster = started) });
    cluster = null;
    printSoak(results, log);
    return writeSoak(results, log);
  }
  log(`Starting the server on ${storefrontOrigin} (log: bench/.tmp/server.log)…`);
  server = await startBenchServer();
  if (catalogue !== null) return mainLarge();
  const lighthouseOrigin = steps.has('pages') ? await startFront() : null;
  const pages = steps.has('pages') ? await measurePages(lighthouseOrigin) : [];
  if (front) await front.stop();
  front = null;
  const staticPage = steps.has('pages') ? await measurePagesThroughput(pages) : null;

  let interaction = null;
  if (steps.has('interaction')) {
    log(`Checkout on a throttled phone (4× CPU, slow 4G), ${interactionRuns} runs`);
    interaction = { path: '/basket', interaction: await measureCheckoutInteraction(storefrontOrigin, interactionRuns, log) };
  }
  await server.stop();
  server = null;

  const clusterStatic = steps.has('pages') && !argv.includes('--no-cluster') ? await measurePagesOnCluster(pages) : null;

  const rows = evaluate(pages);
  const clusterRows = clusterStatic ? evaluate(pages, CLUSTER_METRICS) : [];
  const interactionRows = interaction ? evaluate([interaction], INTERACTION_METRICS) : [];
  if (pages.length > 0) console.log(`\n${formatTable(pages, rows)}`);
  if (staticPage) {
    console.log(`\nWhat the instance's own metrics saw of each throughput run (${SERVER_VIEW_NOTE})`);
    console.log(formatThroughputViews(staticPage, pages, 'throughput'));
  }
  if (clusterStatic) {
    console.log(`\nTwo instances on one Redis, 20 connections split over both (static page: ${clusterStatic.requestsPerSecond} req/s):`);
    console.log(formatTable(pages, clusterRows));
    console.log(`\nWhat the two instances' own metrics saw, summed (${SERVER_VIEW_NOTE})`);
    console.log(formatThroughputViews(clusterStatic, pages, 'cluster'));
  }
  if (pages.length > 0) {
    console.log(
      `\nLighthouse: through the TLS + HTTP/2 front, the median score and each metric's own median over ${runs} run(s) (each run's LCP and what ran before it are in the log above). First-load JS: transfer size ` +
        "(as served, gzip) of the Script requests up to the load event, median of the mobile runs (later route prefetches not counted). " +
        `Static page: /bench-static.html at ${staticPage.requestsPerSecond} req/s.`,
    );
  }
  if (interaction) {
    console.log(`\nCheckout on a throttled phone (Lighthouse's mobile: 4× CPU, slow 4G), median of ${interactionRuns} runs, each in a fresh profile:`);
    console.log(formatTable([interaction], interactionRows));
    console.log(
      "Tap → on screen: from the tap's pointerdown to the first frame that renders the form / the Province field. A tap: its Event Timing " +
        "duration (< 16 ms: under Event Timing's threshold). INP-like: the longest Event Timing duration of the checkout's taps " +
        `(Checkout, Canada, Province, Take by myself). Load average when measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}.`,
    );
  }
  const allRows = [...rows, ...clusterRows, ...interactionRows];
  const failed = allRows.flatMap((row) => row.cells.filter((cell) => cell.pass === false).map(() => row.label));
  console.log(failed.length ? `\n${failed.length} target(s) missed.` : '\nEvery target met.');

  const measuredAt = new Date().toISOString();
  const results = {
    measuredAt,
    stepsMeasuredAt: Object.fromEntries([...steps].map((step) => [step, measuredAt])),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, load: os.loadavg() },
    settings: { steps: [...steps], runs, interactionRuns, loadSeconds, connections: 20, distDir: benchDistDir(), origin: storefrontOrigin, lighthouseOrigin },
    staticPage,
    clusterStaticPage: clusterStatic,
    pages,
    interaction: interaction?.interaction ?? null,
    targets: allRows.map((row) => ({ metric: row.label, target: row.target, results: row.cells.map((cell) => ({ value: cell.value, pass: cell.pass })) })),
    allTargetsMet: failed.length === 0,
  };
  // Some pages alone are a look, not the bench's record.
  if (onlyPages) return;
  const file = path.join(repoRoot, 'bench', 'results.json');
  writeFileSync(file, `${JSON.stringify(steps.size < STEPS.length ? withEarlierSteps(results, file) : results, null, 2)}\n`);
  log(`Wrote ${path.relative(repoRoot, file)}`);
}

main().catch(async (error) => {
  console.error(`\nBench failed: ${error.message}`);
  await server?.stop();
  await cluster?.stop();
  process.exit(1);
});
