/**
 * What the instances' own `/metrics` (docs/operating.md "Metrics") saw during a stretch the bench measured:
 * a scrape before and one after, read as an operator's dashboard reads them (summed over the
 * instances, increases between the scrapes, histogram_quantile from the buckets), so the bench
 * prints the numbers Prometheus would show beside its own.
 */
import { histogramQuantiles, increase, parsePrometheusText, sumBy } from './prometheus-text.mjs';
import { mb, table } from './soak/report.mjs';

const SCRAPE_TIMEOUT_MS = 10_000;

/**
 * A scrape of each instance: `[{ instance, samples }]`; `instances` is `[{ label, metricsPort }]`
 * (label: how the bench names the instance, its shop origin).
 */
export function scrapeInstances(instances) {
  return Promise.all(
    instances.map(async ({ label, metricsPort }) => {
      const url = `http://127.0.0.1:${metricsPort}/metrics`;
      const response = await fetch(url, { signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      return { instance: label, samples: parsePrometheusText(await response.text()) };
    }),
  );
}

const ms = (seconds) => (Number.isNaN(seconds) ? null : Math.round(seconds * 10000) / 10);
const byName = (a, b) => a.name.localeCompare(b.name);
const valueOf = (samples, name) => samples.find((sample) => sample.name === name)?.value ?? null;

/**
 * The stretch between two scrapes of the same instances (`before`, `after`: scrapeInstances'
 * answers, in the same order): per route the requests, p99 and 5xx; the dashboard calls by call
 * and outcome with their p95; each page cache layer's lookups and hit ratio; refusals by limit;
 * and each instance's resident memory and heap at the second scrape.
 */
export function serverView(before, after) {
  const increases = (name) => after.flatMap((scrape, index) => increase(before[index].samples, scrape.samples, name));
  const errors = sumBy(
    increases('http_server_request_duration_seconds_count').filter((sample) => Number(sample.labels.http_response_status_code) >= 500),
    ['http_route'],
  );
  const routes = histogramQuantiles(0.99, increases('http_server_request_duration_seconds_bucket'), ['http_route'])
    .filter(({ count }) => count > 0)
    .map(({ labels, quantile, count }) => ({
      name: labels.http_route,
      requests: count,
      p99Ms: ms(quantile),
      serverErrors: errors.find((error) => error.labels.http_route === labels.http_route)?.value ?? 0,
    }))
    .sort(byName);
  const dashboardCalls = histogramQuantiles(0.95, increases('storefront_dashboard_call_duration_seconds_bucket'), ['call', 'outcome'])
    .filter(({ count }) => count > 0)
    .map(({ labels, quantile, count }) => ({ name: `${labels.call} ${labels.outcome}`, call: labels.call, outcome: labels.outcome, calls: count, p95Ms: ms(quantile) }))
    .sort(byName);
  const lookups = sumBy(increases('storefront_page_cache_requests_total'), ['layer', 'result']);
  const pageCache = [...new Set(lookups.map((lookup) => lookup.labels.layer))]
    .map((layer) => {
      const count = (result) => lookups.find((lookup) => lookup.labels.layer === layer && lookup.labels.result === result)?.value ?? 0;
      const [hit, stale, miss] = ['hit', 'stale', 'miss'].map(count);
      const total = hit + stale + miss;
      return { name: layer, hit, stale, miss, hitRatio: total ? hit / total : null };
    })
    .filter((layer) => layer.hit + layer.stale + layer.miss > 0)
    .sort(byName);
  const limitRefusals = sumBy(increases('storefront_limit_refusals_total'), ['limit'])
    .filter(({ value }) => value > 0)
    .map(({ labels, value }) => ({ name: labels.limit, refusals: value }))
    .sort(byName);
  const memory = after.map(({ instance, samples }) => ({
    name: instance,
    rssBytes: valueOf(samples, 'process_resident_memory_bytes'),
    heapUsedBytes: valueOf(samples, 'nodejs_heap_size_used_bytes'),
  }));
  return {
    requests: routes.reduce((sum, route) => sum + route.requests, 0),
    serverErrors: routes.reduce((sum, route) => sum + route.serverErrors, 0),
    routes,
    dashboardCalls,
    pageCache,
    limitRefusals,
    memory,
  };
}

/** One line: the stretch's requests, 5xx and the busiest route's p99 (what throughput's log line sets beside its own). */
export function serverSummary(view) {
  const busiest = [...view.routes].sort((a, b) => b.requests - a.requests)[0];
  const route = busiest ? `, ${busiest.name} p99 ${busiest.p99Ms} ms` : '';
  return `server's /metrics: ${view.requests} requests${route}, ${view.serverErrors} × 5xx`;
}

const percent = (ratio) => (ratio === null ? 'n/a' : `${(ratio * 100).toFixed(1)}%`);

const SECTIONS = [
  { title: 'Route (requests)', rows: (view) => view.routes, cell: (row) => `p99 ${row.p99Ms} ms (${row.requests}${row.serverErrors ? `, ${row.serverErrors} × 5xx` : ''})` },
  { title: 'Dashboard call', rows: (view) => view.dashboardCalls, cell: (row) => `p95 ${row.p95Ms} ms (${row.calls})` },
  { title: 'Page cache', rows: (view) => view.pageCache, cell: (row) => `${percent(row.hitRatio)} hit (${row.hit} hit, ${row.stale} stale, ${row.miss} miss)` },
  { title: 'Limit refusals', rows: (view) => view.limitRefusals, cell: (row) => String(row.refusals) },
  {
    title: 'Memory at the end',
    rows: (view) => view.memory,
    cell: (row) => `RSS ${mb(row.rssBytes)}, heap ${mb(row.heapUsedBytes)}`,
  },
];

/**
 * The server's views of several stretches side by side, one column each (`[{ heading, view }]`):
 * a table per section with a row per route, call, cache layer, limit and instance.
 */
export function formatServerViews(columns) {
  return SECTIONS.map(({ title, rows, cell }) => {
    const names = [...new Set(columns.flatMap(({ view }) => rows(view).map((row) => row.name)))].sort();
    if (names.length === 0) return `${title}: none`;
    const body = names.map((name) => [
      name,
      ...columns.map(({ view }) => {
        const row = rows(view).find((each) => each.name === name);
        return row ? cell(row) : '–';
      }),
    ]);
    return table([title, ...columns.map((column) => column.heading)], body);
  }).join('\n\n');
}

/** Runs `measure()` between two scrapes of `targets`: its answer with `server`, what they saw meanwhile. */
export async function withServerView(targets, measure) {
  const before = await scrapeInstances(targets);
  const measured = await measure();
  return { ...measured, server: serverView(before, await scrapeInstances(targets)) };
}
