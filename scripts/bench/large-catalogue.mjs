/**
 * The bench's large-catalogue mode (`npm run bench -- --catalogue 10000`): the sandbox generates
 * that many products (SANDBOX_CATALOGUE_SIZE), and the shop built and started against it is
 * measured where a catalogue's size shows: search suggestions (server time from the answer's
 * Server-Timing, and req/s), the search index build (from the server's log line), /search and
 * /products throughput beside the static page, and Lighthouse mobile on a colour search, /products
 * and the demo customer's order page.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_ORDER_PATH, demoCustomerCookie } from './demo-customer.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { sandboxOrigin, storefrontOrigin } from './server.mjs';
import { percentile } from './stats.mjs';
import { measureThroughput } from './throughput.mjs';

/** What customers type into the header's field: every prefix of these words and phrases. */
const TYPED = ['oil', 'walnut', 'graphite', 'nordwood', 'arboris', 'stain', 'satin oil', 'lumacure', 'maintenance', 'primer', 'driftwood', 'honey', 'heritage', 'led lamp', 'stian', 'ebony gloss'];
export const SUGGESTION_QUERIES = [...new Set(TYPED.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1).trim())))].filter(Boolean);

const SEARCH_COLOUR = 'walnut';
export const LARGE_PAGES = { search: `/search?q=${SEARCH_COLOUR}`, searchBroad: '/search?q=oil', products: '/products', productsDeep: '/products?categories=1&sort=price_asc&page=40' };

/** A new customer address per request: the door limits suggestions per customer, and the bench plays many. */
let client = 0;
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

const serverMs = (header) => Number(/dur=([\d.]+)/.exec(header ?? '')?.[1] ?? NaN);

function summarise(durations) {
  const sorted = durations.filter(Number.isFinite).sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? null };
}

async function suggest(q) {
  const response = await fetch(`${storefrontOrigin}/api/search?q=${encodeURIComponent(q)}`, { headers: { 'x-forwarded-for': nextClient() } });
  if (!response.ok) throw new Error(`/api/search?q=${q} answered ${response.status}`);
  await response.arrayBuffer();
  return serverMs(response.headers.get('server-timing'));
}

/** The catalogue the sandbox serves must be the size asked for, or nothing here means anything. */
async function catalogueSize() {
  const response = await fetch(`${sandboxOrigin}/api/products?per_page=1`);
  return (await response.json()).data.dataCount;
}

/** The server's last `[search] index built` line (src/modules/search/server/index-cache.ts). */
function indexBuild(logFile) {
  const line = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes('[search] index built:')).at(-1);
  const match = line && /(\d+) documents, read in (\d+) ms, built in (\d+) ms, heap ([\d.]+) MB \(\+(-?[\d.]+) MB\)/.exec(line);
  if (!match) return null;
  return { documents: Number(match[1]), loadMs: Number(match[2]), buildMs: Number(match[3]), heapUsedMB: Number(match[4]), heapGrowthMB: Number(match[5]) };
}

/** Each query once, one after another, on a fresh index: the cost of a query no one has typed yet. */
async function coldSuggestions() {
  const durations = [];
  for (const q of SUGGESTION_QUERIES) durations.push(await suggest(q));
  return summarise(durations);
}

/** 20 connections cycling through the queries, each request another customer. */
async function suggestionsUnderLoad(seconds) {
  const durations = [];
  let index = 0;
  const result = await autocannon({
    url: `${storefrontOrigin}/api/search`,
    connections: 20,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const q = SUGGESTION_QUERIES[index++ % SUGGESTION_QUERIES.length];
          return { ...request, path: `/api/search?q=${encodeURIComponent(q)}`, headers: { ...request.headers, 'x-forwarded-for': nextClient() } };
        },
        onResponse: (status, _body, _context, headers) => durations.push(serverMs(headers['server-timing'])),
      },
    ],
  });
  return { ...summarise(durations), requestsPerSecond: Math.round(result.requests.average), latencyP99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function throughputOf(pagePath, staticRate, seconds) {
  await fetch(`${storefrontOrigin}${pagePath}`).then((response) => response.arrayBuffer()); // the first visit renders and caches it
  const throughput = await measureThroughput(`${storefrontOrigin}${pagePath}`, seconds);
  return { ...throughput, ratioToStatic: throughput.requestsPerSecond / staticRate };
}

export async function measureLargeCatalogue({ size, serverLog, lighthouseOrigin, runs, loadSeconds, log }) {
  const served = await catalogueSize();
  if (served !== size) throw new Error(`The sandbox serves ${served} products, not ${size}.`);
  log(`Catalogue: ${served} products.`);

  log('Suggestions, each query once on a fresh index (the first builds it)…');
  const first = await suggest('o');
  const index = indexBuild(serverLog);
  log(`  index: ${JSON.stringify(index)}; first answer ${first} ms`);
  const cold = await coldSuggestions();
  log(`  cold: p50 ${cold.p50Ms} ms, p99 ${cold.p99Ms} ms over ${cold.count} queries`);
  const load = await suggestionsUnderLoad(loadSeconds);
  log(`  under load: ${load.requestsPerSecond} req/s, server p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`);

  log(`Throughput: 20 connections, ${loadSeconds} s per URL`);
  const staticPage = await measureThroughput(`${storefrontOrigin}/bench-static.html`, loadSeconds);
  log(`  /bench-static.html: ${staticPage.requestsPerSecond} req/s`);
  const throughput = {};
  for (const pagePath of Object.values(LARGE_PAGES)) {
    throughput[pagePath] = await throughputOf(pagePath, staticPage.requestsPerSecond, loadSeconds);
    log(`  ${pagePath}: ${throughput[pagePath].requestsPerSecond} req/s, p99 ${throughput[pagePath].latencyP99Ms} ms`);
  }

  const lighthouse = {};
  if (lighthouseOrigin) {
    const cookie = await demoCustomerCookie({ 'x-forwarded-for': nextClient() });
    for (const [pagePath, headers] of [[LARGE_PAGES.search, null], [LARGE_PAGES.products, null], [DEMO_ORDER_PATH, { Cookie: cookie }]]) {
      log(`Lighthouse mobile ${pagePath}`);
      lighthouse[pagePath] = await measureLighthouse(`${lighthouseOrigin}${pagePath}`, 'mobile', runs, log, headers);
    }
  }
  return { size, index, suggestions: { first: { serverMs: first }, cold, load }, staticPage, throughput, lighthouse };
}

/** First-load JS of the same page in the default bench's last results (bench/results.json), to compare with. */
export function defaultScriptKiB(results, pagePath) {
  return results?.pages?.find((page) => page.path === pagePath)?.mobile?.scriptKiB ?? null;
}

const ms = (v) => `${Math.round(v * 10) / 10} ms`;
const check = (pass) => (pass === null ? '' : pass ? ' ✔' : ' ✖');

/** The large-catalogue table: one row per target. */
export function largeCatalogueRows(large, defaults) {
  const rows = [];
  const add = (label, target, value, show, pass) => {
    const measured = value !== null && value !== undefined && !Number.isNaN(value);
    const passed = pass ? measured && pass(value) : null;
    rows.push({ label, target, value: measured ? value : null, text: measured ? `${show(value)}${check(passed)}` : 'n/a', pass: passed });
  };
  add('Index: documents', '', large.index?.documents, String);
  add('Index: catalogue read', '', large.index?.loadMs, ms);
  add('Index: build time', '≤ 2 s', large.index?.buildMs, ms, (v) => v <= 2000);
  // The index's own heap is what the build adds; the process's total also holds Next and the pages.
  add('Index: heap growth over build', '≤ 100 MB', large.index?.heapGrowthMB, (v) => `${v} MB`, (v) => v <= 100);
  add('Index: process heap after build', '', large.index?.heapUsedMB, (v) => `${v} MB`);
  add('Suggestions, cold: server p50', '', large.suggestions.cold.p50Ms, ms);
  add('Suggestions, cold: server p99', '≤ 20 ms', large.suggestions.cold.p99Ms, ms, (v) => v <= 20);
  add('Suggestions, load: req/s', '', large.suggestions.load.requestsPerSecond, (v) => `${v} req/s`);
  add('Suggestions, load: server p50', '', large.suggestions.load.p50Ms, ms);
  add('Suggestions, load: server p99', '≤ 20 ms', large.suggestions.load.p99Ms, ms, (v) => v <= 20);
  add('Suggestions, load: client p99', '', large.suggestions.load.latencyP99Ms, ms);
  for (const [pagePath, t] of Object.entries(large.throughput)) {
    add(`${pagePath}: throughput`, '', t.requestsPerSecond, (v) => `${v} req/s`);
    add(`${pagePath}: / static page`, '≥ 50%', t.ratioToStatic, (v) => `${Math.round(v * 100)}%`, (v) => v >= 0.5);
  }
  for (const [pagePath, l] of Object.entries(large.lighthouse)) {
    add(`${pagePath}: LCP, mobile`, '≤ 2.0 s', l.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`, (v) => v <= 2000);
    add(`${pagePath}: TBT, mobile`, '≤ 150 ms', l.tbtMs, (v) => `${Math.round(v)} ms`, (v) => v <= 150);
    const before = defaultScriptKiB(defaults, pagePath);
    add(`${pagePath}: first-load JS`, before === null ? '' : `${before.toFixed(1)} KiB ± 2`, l.scriptKiB, (v) => `${v.toFixed(1)} KiB`, before === null ? undefined : (v) => Math.abs(v - before) <= 2);
  }
  return rows;
}

export function formatRows(rows) {
  const widths = [Math.max(...rows.map((r) => r.label.length)), Math.max(6, ...rows.map((r) => r.target.length))];
  return [`${'Metric'.padEnd(widths[0])}  ${'Target'.padEnd(widths[1])}  Value`, ...rows.map((r) => `${r.label.padEnd(widths[0])}  ${r.target.padEnd(widths[1])}  ${r.text}`)].join('\n');
}
