// @ts-check
/**
 * A histogram and a counter for the per-request series, whose label sets are made once and then
 * counted with a few additions: prom-client's own checks and hashes the labels on every
 * observation (about 1.2 µs, a third of the metrics' cost per request, docs/operating.md "Metrics"). They
 * register on a prom-client registry as any metric does (its `get()`), so the scrape is prom-client's.
 */

/**
 * @typedef {{ labels: Record<string, string>, counts: Float64Array, sum: number, count: number }} HistogramCell
 * @typedef {{ labels: Record<string, string>, value: number }} CounterCell
 * @typedef {{ registerMetric(metric: any): void, removeSingleMetric(name: string): void }} Registry
 */

/**
 * @template Cell
 * @param {string[]} labelNames
 * @param {(labels: Record<string, string>) => Cell} make
 */
function cellsOf(labelNames, make) {
  /** @type {Map<string, Cell>} */
  const cells = new Map();
  return {
    cells,
    /**
     * The cell of label `values` under `key` (the values joined): the caller reads `cells.get(key)`
     * first, so a request builds no label object once its cell exists.
     * @param {string} key
     * @param {string[]} values
     * @returns {Cell}
     */
    add(key, values) {
      const cell = make(Object.fromEntries(labelNames.map((name, index) => [name, values[index]])));
      cells.set(key, cell);
      return cell;
    },
  };
}

export class LeanHistogram {
  type = 'histogram';
  aggregator = 'sum';

  /**
   * @param {{ name: string, help: string, labelNames: string[], buckets: number[], registry: Registry }} options
   */
  constructor({ name, help, labelNames, buckets, registry }) {
    this.name = name;
    this.help = help;
    this.buckets = buckets;
    const { cells, add } = cellsOf(labelNames, (labels) => ({ labels, counts: new Float64Array(buckets.length), sum: 0, count: 0 }));
    this.cells = cells;
    /** @type {(key: string, values: string[]) => HistogramCell} */
    this.add = add;
    registry.registerMetric(this);
  }

  /**
   * @param {HistogramCell} cell
   * @param {number} value
   */
  observe(cell, value) {
    const { buckets } = this;
    let index = 0;
    while (index < buckets.length && value > buckets[index]) index++;
    if (index < buckets.length) cell.counts[index] += 1;
    cell.sum += value;
    cell.count += 1;
  }

  /** What prom-client's registry formats: cumulative buckets, sum and count per label set. */
  get() {
    /** @type {{ labels: Record<string, string | number>, value: number, metricName: string }[]} */
    const values = [];
    for (const { labels, counts, sum, count } of this.cells.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += counts[index];
        values.push({ labels: { ...labels, le: bound }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset() {
    this.cells.clear();
  }
}

export class LeanCounter {
  type = 'counter';
  aggregator = 'sum';

  /**
   * @param {{ name: string, help: string, labelNames: string[], registry: Registry }} options
   */
  constructor({ name, help, labelNames, registry }) {
    this.name = name;
    this.help = help;
    const { cells, add } = cellsOf(labelNames, (labels) => ({ labels, value: 0 }));
    this.cells = cells;
    /** @type {(key: string, values: string[]) => CounterCell} */
    this.add = add;
    registry.registerMetric(this);
  }

  /**
   * One more for the label `values`, found by `key` (the values joined).
   * @param {string} key
   * @param {string[]} values
   */
  inc(key, values) {
    (this.cells.get(key) ?? this.add(key, values)).value += 1;
  }

  get() {
    const values = [...this.cells.values()].map(({ labels, value }) => ({ labels, value }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset() {
    this.cells.clear();
  }
}
