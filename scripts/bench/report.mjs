/** The bench tables: one row per metric, one column per page, each cell marked against issue 10's targets. */

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export const METRICS = [
  { label: 'Performance, mobile', target: '≥ 95', value: (p) => p.mobile.score, show: String, pass: (v) => v >= 95 },
  { label: 'Performance, desktop', target: '100', value: (p) => p.desktop.score, show: String, pass: (v) => v >= 100 },
  { label: 'LCP, mobile', target: '≤ 2.0 s', value: (p) => p.mobile.lcpMs, show: seconds, pass: (v) => v <= 2000 },
  { label: 'LCP, desktop', target: '≤ 2.0 s', value: (p) => p.desktop.lcpMs, show: seconds, pass: (v) => v <= 2000 },
  { label: 'TBT, mobile', target: '≤ 150 ms', value: (p) => p.mobile.tbtMs, show: (v) => `${Math.round(v)} ms`, pass: (v) => v <= 150 },
  { label: 'TBT, desktop', target: '≤ 150 ms', value: (p) => p.desktop.tbtMs, show: (v) => `${Math.round(v)} ms`, pass: (v) => v <= 150 },
  { label: 'CLS, mobile', target: '≤ 0.02', value: (p) => p.mobile.cls, show: (v) => v.toFixed(3), pass: (v) => v <= 0.02 },
  { label: 'CLS, desktop', target: '≤ 0.02', value: (p) => p.desktop.cls, show: (v) => v.toFixed(3), pass: (v) => v <= 0.02 },
  { label: 'First-load JS (gzip)', target: '≤ 200 KiB', value: (p) => p.mobile.scriptKiB * 1024, show: kib, pass: (v) => v <= 200 * 1024 },
  { label: 'HTML raw', target: '', value: (p) => p.html.rawBytes, show: kib },
  { label: 'HTML gzip', target: '', value: (p) => p.html.gzipBytes, show: kib },
  ...throughputMetrics('throughput'),
];

/** Requests per second at 20 connections, its share of the static page's, and the p99 latency. */
function throughputMetrics(key, suffix = '') {
  // A signed-in page is rendered per request: no throughput target (scripts/bench/pages.mjs).
  const skipped = (p) => p.signedIn;
  return [
    { label: `Throughput${suffix}`, target: '', value: (p) => p[key].requestsPerSecond, show: (v) => `${v} req/s`, skipped },
    { label: `Throughput / static page${suffix}`, target: '≥ 50%', value: (p) => p[key].ratioToStatic, show: (v) => `${Math.round(v * 100)}%`, pass: (v) => v >= 0.5, skipped },
    { label: `Latency p99${suffix}`, target: '< 100 ms', value: (p) => p[key].latencyP99Ms, show: (v) => `${v} ms`, pass: (v) => v < 100, skipped },
  ];
}

/** The second table: the same pages on two instances sharing one Redis. */
export const CLUSTER_METRICS = throughputMetrics('cluster', ', 2 instances');

// Null: an interaction under Event Timing's 16 ms threshold, which it does not report.
const tapMs = (v) => (v === null ? '< 16 ms' : `${v} ms`);

/** The checkout on a throttled phone (scripts/bench/interaction.mjs), one column: /basket. */
export const INTERACTION_METRICS = [
  { label: 'Checkout tap → address form', target: '≤ 500 ms', value: (p) => p.interaction.formMs, show: (v) => `${v} ms`, pass: (v) => v <= 500 },
  // What the tap changes further down the form, like the form after Checkout; the tap's own answer is the next row.
  { label: 'Canada tap → Province field', target: '≤ 500 ms', value: (p) => p.interaction.canadaMs, show: (v) => `${v} ms`, pass: (v) => v <= 500 },
  ...[
    ['Canada tap', 'canadaTapMs'],
    ['Province field tap (list opens)', 'stateTapMs'],
    ['Province tap in the list', 'provinceTapMs'],
    ['"Take by myself" tap', 'pickupTapMs'],
    ['Checkout taps, INP-like', 'inpMs'],
  ].map(([label, key]) => ({
    label,
    target: '≤ 100 ms',
    value: (p) => p.interaction[key],
    measured: (v) => v !== undefined,
    show: tapMs,
    pass: (v) => v === null || v <= 100,
  })),
];

/** Evaluates every metric of every page: `{ label, target, cells: [{ value, text, pass }] }`. */
export function evaluate(pages, metrics = METRICS) {
  return metrics.map((metric) => ({
    label: metric.label,
    target: metric.target,
    cells: pages.map((page) => {
      if (metric.skipped?.(page)) return { value: null, text: '—', pass: null };
      const value = metric.value(page);
      const measured = metric.measured ? metric.measured(value) : value !== null && value !== undefined && !Number.isNaN(value);
      return {
        value,
        text: measured ? metric.show(value) : 'n/a',
        pass: metric.pass ? measured && metric.pass(value) : null,
      };
    }),
  }));
}

export function formatTable(pages, rows) {
  const header = ['Metric', 'Target', ...pages.map((page) => page.path)];
  const body = rows.map((row) => [
    row.label,
    row.target,
    ...row.cells.map((cell) => (cell.pass === null ? cell.text : `${cell.text} ${cell.pass ? '✔' : '✖'}`)),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => line[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
