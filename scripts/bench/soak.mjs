/**
 * `npm run bench -- --soak`: the bench build as two production instances on one Redis (as the
 * two-instance table runs them) under mixed traffic for `minutes` (default 10): customers
 * (soak/customers.mjs) and the attacks the shop must outlast (soak/abuse.mjs) at once, every
 * request handed to the next instance in turn. The first fifth (at most ten minutes) warms the
 * caches; the rest is the steady phase whose memory is compared start to end. Prints the tables,
 * with what the instances' own /metrics saw of each stretch (server-view.mjs), and writes bench/soak.json.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/processes.mjs';
import { clusterMetricsTargets, startBenchCluster } from './cluster.mjs';
import { benchDistDir, storefrontOrigin } from './server.mjs';
import { runAbuse } from './soak/abuse.mjs';
import { runCustomers } from './soak/customers.mjs';
import { heapSamples, liveCodeSamples, liveHeapSamples, MEMORY_PROBE, probeMedians, sampleRss, steadyChange, stepMedians, FLAT_WITHIN, VERDICT_WINDOW_MS } from './soak/memory.mjs';
import { seededRandom } from './soak/random.mjs';
import { redisStats } from './soak/redis-stats.mjs';
import { checkpoints, formatCheckpoints, formatMemory, formatSteps, formatRedis, formatRoutes, routeRows, totals } from './soak/report.mjs';
import { ACCOUNT_PASSWORD, DEMO, loadShop, openAccount, signIn } from './soak/shop.mjs';
import { createBalancer, createRecorder, createVisit } from './soak/traffic.mjs';
import { formatServerViews, scrapeInstances, serverView } from './server-view.mjs';

/** Memory at a checkpoint: the median of the probe's samples in the 30 s before it. */
const CHECKPOINT_WINDOW_MS = 30_000;
/** Minutes at which memory and each route's p99 are reported (those within the run, and its end). */
const CHECKPOINT_MINUTES = [10, 30];
/** The warm-up: a fifth of the run, at most ten minutes (a 60-minute soak is compared from minute 10). */
const MAX_WARM_UP_MS = 10 * 60_000;
/** The soak's client: its own address is the instances' only trusted proxy, so x-forwarded-for names each customer. */
const TRUSTED_PROXIES = '127.0.0.1,::1';

const instanceLog = (port) => path.join(repoRoot, 'bench', '.tmp', `soak-instance-${port}.log`);

/**
 * Lines of an instance's log that report an error (Redis reads past their deadline, failed
 * renders), grouped by their text with ids, hashes and numbers taken out: the commonest first.
 */
function logErrors(file) {
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => /error/i.test(line));
  const kinds = new Map();
  for (const line of lines) {
    const kind = line.replace(/[0-9a-f]{16,}|[A-Za-z0-9_-]{21}|\/route-cache\/\S+|\d+(?:\.\d+)?/g, '…').slice(0, 120);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const commonest = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([text, count]) => ({ text, count }));
  return { lines: lines.length, commonest };
}

/** Bytes under `directory` (the build's own cache writes land there when they are not in Redis). */
function directoryBytes(directory) {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}

/** Accounts the attacks need (the owner whose password is guessed, a customer who posts reviews) and the two who share a tablet. */
async function prepareAccounts({ visitFor, sandboxOrigin, seed }) {
  const setup = visitFor('203.0.113.10');
  if ((await signIn(setup, 'setup: demo customer signs in', DEMO.email, DEMO.password)) === null) throw new Error('The demo customer cannot sign in.');
  const victim = `soak-owner-${seed}@example.com`;
  const reviewerEmail = `soak-reviewer-${seed}@example.com`;
  const reviewer = visitFor('198.51.100.40');
  if (!(await openAccount(setup, sandboxOrigin, victim, 'setup')) || !(await openAccount(reviewer, sandboxOrigin, reviewerEmail, 'setup'))) {
    throw new Error('Opening the soak accounts through the door failed.');
  }
  if ((await signIn(reviewer, 'setup: reviewer signs in', reviewerEmail, ACCOUNT_PASSWORD)) === null) throw new Error('The reviewer cannot sign in.');
  const tablet = [`soak-tablet-a-${seed}@example.com`, `soak-tablet-b-${seed}@example.com`].map((email) => ({ email, password: ACCOUNT_PASSWORD }));
  for (const { email } of tablet) if (!(await openAccount(setup, sandboxOrigin, email, 'setup'))) throw new Error('Opening the tablet accounts through the door failed.');
  return { victim, reviewer: { address: reviewer.address, cookies: reviewer.jar }, tablet };
}

export async function runSoak({ minutes, seed, customers, log, onCluster }) {
  const memoryDir = path.join(repoRoot, 'bench', '.tmp', 'soak-memory');
  rmSync(memoryDir, { recursive: true, force: true });
  mkdirSync(memoryDir, { recursive: true });
  log(`Two instances on one Redis, trusting ${TRUSTED_PROXIES} as their proxy, heap logged by ${path.relative(repoRoot, MEMORY_PROBE)}…`);
  const cluster = await startBenchCluster({
    env: {
      DOOR_TRUSTED_PROXIES: TRUSTED_PROXIES,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${MEMORY_PROBE}`].filter(Boolean).join(' '),
      SOAK_MEMORY_DIR: memoryDir,
    },
    logFile: instanceLog,
  });
  onCluster(cluster);
  const distDir = path.join(repoRoot, benchDistDir());
  const distBytesAtStart = directoryBytes(distDir);
  const origins = cluster.instances.map((instance) => instance.origin);
  const sandboxOrigin = cluster.sandbox.url;
  const random = seededRandom(seed);
  const shop = await loadShop(sandboxOrigin);

  const setupRecorder = createRecorder(Date.now());
  const nextOrigin = createBalancer(origins);
  const setupVisit = (address) => createVisit({ address, recorder: setupRecorder, nextOrigin, siteOrigin: storefrontOrigin });
  const { victim, reviewer, tablet } = await prepareAccounts({ visitFor: setupVisit, sandboxOrigin, seed });

  // The instances' own /metrics at the start and at each checkpoint: what they saw of each stretch.
  const metricsTargets = clusterMetricsTargets(cluster.instances);
  const scrape = () =>
    scrapeInstances(metricsTargets).catch((error) => {
      log(`  A scrape of the instances' /metrics failed: ${error.message}`);
      return null;
    });
  const scrapeAtStart = await scrape();
  const startedAt = Date.now();
  const deadline = startedAt + minutes * 60_000;
  const atMinutes = [...new Set([...CHECKPOINT_MINUTES.filter((minute) => minute < minutes), minutes])];
  const scrapes = new Map();
  const scrapeTimers = atMinutes.filter((minute) => minute < minutes).map((minute) => setTimeout(() => scrapes.set(minute, scrape()), startedAt + minute * 60_000 - Date.now()));
  const warmUpMs = Math.min(MAX_WARM_UP_MS, (deadline - startedAt) / 5);
  const recorder = createRecorder(startedAt);
  const visitFor = (address, cookies) => createVisit({ address, recorder, nextOrigin, siteOrigin: storefrontOrigin, cookies });
  const pids = cluster.instances.map((instance) => instance.child.pid);
  const rss = sampleRss(pids);
  const loadAtStart = os.loadavg();
  const generatorCpuAtStart = process.cpuUsage();
  log(`Soaking for ${minutes} min (seed ${seed}, ${customers} customers and the attacks; warm-up ${Math.round(warmUpMs / 1000)} s)…`);
  const progress = setInterval(() => {
    const requests = [...recorder.routes.values()].reduce((sum, route) => sum + route.durations.length, 0);
    log(`  ${Math.round((Date.now() - startedAt) / 1000)} s: ${requests} requests`);
  }, 30_000);

  const [journeys] = await Promise.all([
    runCustomers({ count: customers, deadline, shop, random, sandboxOrigin, visitFor, tablet }),
    runAbuse({ deadline, visitFor, victim, shop, reviewer: visitFor(reviewer.address, reviewer.cookies), nextOrigin, siteOrigin: storefrontOrigin, recorder }),
  ]);
  clearInterval(progress);
  scrapeTimers.forEach(clearTimeout);
  scrapes.set(minutes, scrape());
  const scraped = await Promise.all(atMinutes.map((minute) => scrapes.get(minute) ?? null));
  const coresUsed = rss.stop();
  const generatorCpu = process.cpuUsage(generatorCpuAtStart);
  const seconds = (Date.now() - startedAt) / 1000;
  const steady = { steadyFrom: startedAt + warmUpMs, steadyTo: deadline, windowMs: Math.min(VERDICT_WINDOW_MS, (deadline - startedAt - warmUpMs) / 4) };
  // Each stretch as long as the verdict's window: the table shows what its two ends sit among.
  const steps = (samples) => stepMedians(samples, { from: steady.steadyFrom, to: steady.steadyTo, stepMs: steady.windowMs, startedAt });
  const redis = await redisStats(cluster.redis.url);
  const instances = cluster.instances.map((instance, index) => {
    const memory = { rss: rss.samples.get(pids[index]), heap: heapSamples(memoryDir, pids[index]), liveHeap: liveHeapSamples(memoryDir, pids[index]), liveCode: liveCodeSamples(memoryDir, pids[index]) };
    return {
      origin: instance.origin,
      requests: recorder.perInstance.get(instance.origin) ?? 0,
      coresUsed: coresUsed.get(pids[index]),
      rss: steadyChange(memory.rss, steady),
      heap: steadyChange(memory.heap, steady),
      liveHeap: steadyChange(memory.liveHeap, steady),
      liveCode: steadyChange(memory.liveCode, steady),
      steps: { rss: steps(memory.rss), heap: steps(memory.heap), liveHeap: steps(memory.liveHeap), liveCode: steps(memory.liveCode) },
      log: path.relative(repoRoot, instanceLog(instance.port)),
    };
  });
  const distBytesAtEnd = directoryBytes(distDir);
  await cluster.stop();
  for (const instance of instances) instance.logErrors = logErrors(path.join(repoRoot, instance.log));

  const rows = routeRows(recorder);
  const memoryOf = (from, to) => cluster.instances.map((instance, index) => ({ origin: instance.origin, ...probeMedians(memoryDir, pids[index], from, to) }));
  const stretches = checkpoints({ recorder, startedAt, minutes: atMinutes, windowMs: CHECKPOINT_WINDOW_MS, memoryOf }).map((checkpoint, index) => {
    const before = index === 0 ? scrapeAtStart : scraped[index - 1];
    return { ...checkpoint, server: before && scraped[index] ? serverView(before, scraped[index]) : null };
  });
  const total = totals(rows, seconds);
  return {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAtStart, loadAtEnd: os.loadavg() },
    settings: { minutes, seed, customers, warmUpSeconds: warmUpMs / 1000, memoryWindowSeconds: steady.windowMs / 1000, flatWithin: FLAT_WITHIN, instances: origins, trustedProxies: TRUSTED_PROXIES },
    seconds: Math.round(seconds),
    ...total,
    generatorCoresUsed: Math.round(((generatorCpu.user + generatorCpu.system) / 1e6 / seconds) * 100) / 100,
    journeys,
    routes: rows,
    checkpoints: stretches,
    instances,
    redis,
    distDir: { path: benchDistDir(), bytesAtStart: distBytesAtStart, bytesAtEnd: distBytesAtEnd },
  };
}

/** What the instances' own /metrics saw of each stretch, beside what the soak counted of it. */
function printServerViews(stretches, totals, log) {
  log(
    "\nWhat the instances' own metrics saw of the same stretches (both summed; the increase between scrapes at those minutes, " +
      'read as a dashboard reads it: p99 per http_route and p95 per dashboard call by histogram_quantile over the buckets):',
  );
  const earlier = { sent: 0, errors: 0 };
  stretches.forEach(({ fromMinute, minute, routes, server }, index) => {
    // The last stretch takes every answer, those that came after the deadline too (as the instances count them).
    const last = index === stretches.length - 1;
    const sent = last ? totals.requests - earlier.sent : routes.reduce((sum, route) => sum + route.count, 0);
    const errors = last ? totals.serverErrors - earlier.errors : routes.reduce((sum, route) => sum + route.serverErrors, 0);
    earlier.sent += sent;
    earlier.errors += errors;
    const seen = server ? `the instances counted ${server.requests} (${server.serverErrors} × 5xx)` : 'no scrape of the instances';
    log(`  min ${fromMinute}–${minute}: the soak sent ${sent} requests (${errors} × 5xx answers); ${seen}.`);
  });
  const columns = stretches.filter((stretch) => stretch.server).map(({ fromMinute, minute, server }) => ({ heading: `min ${fromMinute}–${minute}`, view: server }));
  if (columns.length > 0) log(formatServerViews(columns));
}

export function printSoak(results, log) {
  log(`\nSoak: ${results.seconds} s, ${results.requests} requests (${results.requestsPerSecond} req/s over both instances), ` + `5xx: ${results.serverErrors} (target 0), no answer: ${results.networkErrors}.`);
  log(`The traffic generator used ${results.generatorCoresUsed} of a core on average.`);
  log(`Visits: ${Object.entries(results.journeys).map(([name, n]) => `${name} ${n}`).join(', ')}.`);
  log(`\n${formatRoutes(results.routes)}`);
  log(`\nAt minutes ${results.checkpoints.map((checkpoint) => checkpoint.minute).join(', ')} (memory: median of the 30 s before; p99 and 5xx of the stretch since the previous one):`);
  log(formatCheckpoints(results.checkpoints));
  printServerViews(results.checkpoints, results, log);
  log(
    `\nMemory (median of the first and last ${results.settings.memoryWindowSeconds} s of the steady phase, and the change along the line fitted to all its samples; ` +
      `flat: both within ${results.settings.flatWithin * 100}%):`,
  );
  log(formatMemory(results.instances));
  log('\nMemory per stretch of the steady phase (medians; RSS / heap used / live heap, of it compiled code):');
  log(formatSteps(results.instances));
  for (const instance of results.instances) {
    log(`${instance.origin}: ${instance.logErrors.lines} error lines in ${instance.log}${instance.logErrors.lines ? ', commonest:' : '.'}`);
    for (const { text, count } of instance.logErrors.commonest.slice(0, 3)) log(`  ${count}× ${text}`);
  }
  log(`\n${formatRedis(results.redis)}`);
  const grown = results.distDir.bytesAtEnd - results.distDir.bytesAtStart;
  log(`Build directory ${results.distDir.path}: ${(grown / 1024 / 1024).toFixed(1)} MB written during the soak.`);
  const load = (values) => values.map((value) => value.toFixed(1)).join(' ');
  log(`Load average: ${load(results.machine.loadAtStart)} at the start, ${load(results.machine.loadAtEnd)} at the end (${results.machine.cpus} CPUs).`);
}

export function writeSoak(results, log) {
  const file = path.join(repoRoot, 'bench', 'soak.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${path.relative(repoRoot, file)}`);
}
