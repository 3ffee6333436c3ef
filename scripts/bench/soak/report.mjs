/** The soak's figures: routes (count, statuses, p50/p99, the slowest request), totals, memory, Redis. */
import { percentile } from '../stats.mjs';

const isServerError = (status) => typeof status === 'number' && status >= 500;
const round = (ms) => Math.round(ms * 10) / 10;

export function routeRows(recorder) {
  return [...recorder.routes.values()]
    .map((route) => {
      const sorted = [...route.durations].sort((a, b) => a - b);
      const statuses = Object.fromEntries([...route.statuses].sort(([a], [b]) => String(a).localeCompare(String(b))));
      const serverErrors = Object.entries(statuses).reduce((sum, [status, count]) => sum + (isServerError(Number(status)) ? count : 0), 0);
      return {
        route: route.label,
        count: sorted.length,
        statuses,
        serverErrors,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        slowest: { ...route.slowest, ms: round(route.slowest.ms) },
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * At each of `minutes` (10, 30, 60): each instance's memory then (median of the probe's samples in
 * the `windowMs` before; RSS, heap used, arrayBuffers) and, per route, the answers since the
 * previous checkpoint: how many, the 5xx, p99.
 */
export function checkpoints({ recorder, startedAt, minutes, windowMs, memoryOf }) {
  let from = 0;
  return minutes.map((minute) => {
    const to = minute * 60_000;
    const routes = [...recorder.routes.values()]
      .map((route) => {
        const answers = route.answers.filter((answer) => answer.at >= from && answer.at < to);
        const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
        return { route: route.label, count: answers.length, serverErrors: answers.filter((answer) => isServerError(answer.status)).length, p99Ms: sorted.length ? round(percentile(sorted, 99)) : null };
      })
      .filter((route) => route.count > 0)
      .sort((a, b) => a.route.localeCompare(b.route));
    const memory = memoryOf(startedAt + to - windowMs, startedAt + to);
    const checkpoint = { minute, fromMinute: from / 60_000, memory, routes };
    from = to;
    return checkpoint;
  });
}

/** The checkpoints as two tables: memory per instance, then p99 and 5xx per route and stretch. */
export function formatCheckpoints(list) {
  const memory = table(
    ['Minute', 'Instance', 'RSS', 'Heap used', 'arrayBuffers', 'External'],
    list.flatMap(({ minute, memory: instances }) => instances.map((instance) => [minute, instance.origin, mb(instance.rss), mb(instance.heapUsed), mb(instance.arrayBuffers), mb(instance.external)])),
  );
  const labels = [...new Set(list.flatMap((checkpoint) => checkpoint.routes.map((route) => route.route)))].sort();
  const routes = table(
    ['Route', ...list.map((checkpoint) => `p99 min ${checkpoint.fromMinute}–${checkpoint.minute}`), '5xx'],
    labels.map((label) => {
      const cells = list.map((checkpoint) => checkpoint.routes.find((route) => route.route === label));
      return [label, ...cells.map((cell) => (cell ? `${cell.p99Ms} ms (${cell.count})` : '–')), cells.reduce((sum, cell) => sum + (cell?.serverErrors ?? 0), 0)];
    }),
  );
  return `${memory}

${routes}`;
}

export function totals(rows, seconds) {
  const requests = rows.reduce((sum, row) => sum + row.count, 0);
  const count = (pick) => rows.reduce((sum, row) => sum + Object.entries(row.statuses).reduce((s, [status, n]) => s + (pick(status) ? n : 0), 0), 0);
  return {
    requests,
    requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    serverErrors: count((status) => isServerError(Number(status))),
    networkErrors: count((status) => status === 'error'),
  };
}

export const mb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const percent = (share) => (share == null ? 'n/a' : `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`);
const mark = (flat) => (flat == null ? '' : flat ? ' ✔' : ' ✖');

/** A plain-text table: the header, a rule, then each row, columns padded to their widest cell. */
export function table(header, body) {
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => String(line[column]).length)));
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

export function formatRoutes(rows) {
  const statusText = (statuses) => Object.entries(statuses).map(([status, n]) => `${status}×${n}`).join(' ');
  return table(
    ['Route', 'Count', 'Answers', 'p50', 'p99', 'Slowest', 'Slowest request'],
    rows.map((row) => [row.route, row.count, statusText(row.statuses), `${row.p50Ms} ms`, `${row.p99Ms} ms`, `${row.slowest.ms} ms`, `${row.slowest.url.slice(0, 60)} (${row.slowest.status}, at ${row.slowest.atSecond} s)`]),
  );
}

export function formatMemory(instances) {
  const figures = (memory) => [mb(memory?.startBytes), mb(memory?.endBytes), `${percent(memory?.change)} (trend ${percent(memory?.trend)})${mark(memory?.flat)}`];
  return table(
    ['Instance', 'Requests', 'Cores used', 'RSS start', 'RSS end', 'RSS change', 'Heap start', 'Heap end', 'Heap change', 'Heap peak', 'Live heap start', 'Live heap end', 'Live heap change', 'Code start', 'Code end', 'Code change'],
    instances.map((instance) => [
      instance.origin,
      instance.requests,
      instance.coresUsed,
      ...figures(instance.rss),
      ...figures(instance.heap),
      mb(instance.heap.peakBytes),
      ...figures(instance.liveHeap),
      ...figures(instance.liveCode),
    ]),
  );
}

/** Each instance's medians per stretch of the steady phase, one row a stretch. */
export function formatSteps(instances) {
  const stretches = instances[0]?.steps?.rss ?? [];
  return table(
    ['Minutes', ...instances.map((instance) => instance.origin)],
    stretches.map((stretch, index) => [
      `${stretch.fromMinute}–${stretch.toMinute}`,
      ...instances.map(({ steps }) => `${[steps.rss[index], steps.heap[index], steps.liveHeap[index]].map((step) => mb(step?.bytes)).join(' / ')} (${mb(steps.liveCode?.[index]?.bytes)})`),
    ]),
  );
}

export function formatRedis(redis) {
  const heading = `Redis at the end: ${redis.keys} keys, used memory ${mb(redis.usedMemoryBytes)} (peak ${mb(redis.usedMemoryPeakBytes)}, RSS ${mb(redis.usedMemoryRssBytes)}).`;
  const rows = Object.entries(redis.groups).map(([group, { keys, bytes }]) => [group, keys, mb(bytes)]);
  return `${heading}\n${table(['Keys of', 'Keys', 'Bytes'], rows)}`;
}
