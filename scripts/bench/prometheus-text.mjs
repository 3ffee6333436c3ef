/**
 * Reading a scrape of `/metrics` (Prometheus's text format 0.0.4) the way Prometheus itself would
 * read it, so the bench prints what an operator's dashboard shows for the same stretch: samples,
 * their increase between two scrapes, `sum by (…)` and `histogram_quantile`.
 */

/** A number as the format writes it (`+Inf`, `-Inf` and `NaN` included). */
export function toNumber(text) {
  if (text === '+Inf' || text === 'Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

const ESCAPES = { '\\': '\\', '"': '"', n: '\n' };

/** The labels between `{` and `}` starting at `text[start]`: `{ labels, end }`, `end` just past the `}`. */
function readLabels(text, start) {
  const labels = {};
  let index = start + 1;
  for (;;) {
    while (text[index] === ' ' || text[index] === ',') index++;
    if (text[index] === '}') return { labels, end: index + 1 };
    const equals = text.indexOf('=', index);
    if (equals < 0 || text[equals + 1] !== '"') throw new Error(`Malformed labels: ${text}`);
    const name = text.slice(index, equals).trim();
    let value = '';
    index = equals + 2;
    while (text[index] !== '"') {
      if (index >= text.length) throw new Error(`Unterminated label value: ${text}`);
      if (text[index] === '\\') {
        value += ESCAPES[text[index + 1]] ?? `\\${text[index + 1]}`;
        index += 2;
      } else value += text[index++];
    }
    labels[name] = value;
    index++;
  }
}

/** The samples of a scrape: `[{ name, labels, value }]` (HELP, TYPE and other comment lines skipped). */
export function parsePrometheusText(text) {
  const samples = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const nameEnd = line.search(/[{\s]/);
    if (nameEnd < 0) throw new Error(`A sample without a value: ${line}`);
    const name = line.slice(0, nameEnd);
    const { labels, end } = line[nameEnd] === '{' ? readLabels(line, nameEnd) : { labels: {}, end: nameEnd };
    // The value, then an optional timestamp this reader has no use for.
    const [value] = line.slice(end).trim().split(/\s+/);
    samples.push({ name, labels, value: toNumber(value) });
  }
  return samples;
}

const seriesKey = (sample) => `${sample.name}{${Object.keys(sample.labels).sort().map((label) => `${label}=${JSON.stringify(sample.labels[label])}`).join(',')}}`;

/**
 * Each series named `name` as its increase from `before` to `after` (two scrapes of one process),
 * as PromQL's `increase()` reads a counter: a series absent before started at 0, one that fell
 * was reset and counts from 0 again.
 */
export function increase(before, after, name) {
  const earlier = new Map(before.filter((sample) => sample.name === name).map((sample) => [seriesKey(sample), sample.value]));
  return after
    .filter((sample) => sample.name === name)
    .map((sample) => {
      const was = earlier.get(seriesKey(sample)) ?? 0;
      return { ...sample, value: sample.value >= was ? sample.value - was : sample.value };
    });
}

/** PromQL's `sum by (…by) (samples)`: `[{ labels, value }]`, labels holding only those of `by`. */
export function sumBy(samples, by) {
  const groups = new Map();
  for (const sample of samples) {
    const labels = Object.fromEntries(by.map((label) => [label, sample.labels[label] ?? '']));
    const key = JSON.stringify(by.map((label) => labels[label]));
    const group = groups.get(key) ?? groups.set(key, { labels, value: 0 }).get(key);
    group.value += sample.value;
  }
  return [...groups.values()];
}

/**
 * Prometheus's histogram_quantile over one histogram's cumulative buckets `[{ upperBound, count }]`:
 * the bucket the q-th observation falls in, then linear interpolation within it (from 0 for the
 * first bucket); past the last finite bound, that bound. NaN without observations or a +Inf bucket.
 */
export function histogramQuantile(q, buckets) {
  if (Number.isNaN(q)) return NaN;
  if (q < 0) return -Infinity;
  if (q > 1) return Infinity;
  const sorted = [...buckets].sort((a, b) => a.upperBound - b.upperBound);
  // Buckets of one bound (written as "0.1" and "0.10") are one bucket.
  const merged = [];
  for (const bucket of sorted) {
    const last = merged.at(-1);
    if (last && last.upperBound === bucket.upperBound) last.count += bucket.count;
    else merged.push({ ...bucket });
  }
  if (merged.length < 2 || merged.at(-1).upperBound !== Infinity) return NaN;
  // Counts taken at slightly different moments may dip: cumulative counts never fall.
  for (let index = 1; index < merged.length; index++) merged[index].count = Math.max(merged[index].count, merged[index - 1].count);
  const observations = merged.at(-1).count;
  if (observations === 0) return NaN;
  let rank = q * observations;
  let b = merged.findIndex((bucket, index) => index < merged.length - 1 && bucket.count >= rank);
  if (b < 0) b = merged.length - 1;
  if (b === merged.length - 1) return merged[b - 1].upperBound;
  if (b === 0 && merged[0].upperBound <= 0) return merged[0].upperBound;
  let start = 0;
  let count = merged[b].count;
  if (b > 0) {
    start = merged[b - 1].upperBound;
    count -= merged[b - 1].count;
    rank -= merged[b - 1].count;
  }
  return start + (merged[b].upperBound - start) * (rank / count);
}

/**
 * `histogram_quantile(q, sum by (le, …by) (bucketSamples))`: per group of `by`, the quantile and
 * the observations (the +Inf bucket): `[{ labels, quantile, count }]`.
 */
export function histogramQuantiles(q, bucketSamples, by) {
  const groups = new Map();
  for (const { labels, value } of sumBy(bucketSamples, [...by, 'le'])) {
    const { le, ...group } = labels;
    const key = JSON.stringify(by.map((label) => group[label]));
    const entry = groups.get(key) ?? groups.set(key, { labels: group, buckets: [] }).get(key);
    entry.buckets.push({ upperBound: toNumber(le), count: value });
  }
  return [...groups.values()].map(({ labels, buckets }) => ({
    labels,
    quantile: histogramQuantile(q, buckets),
    count: buckets.find((bucket) => bucket.upperBound === Infinity)?.count ?? 0,
  }));
}
