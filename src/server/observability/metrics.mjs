// @ts-check
/**
 * Where the server's code reports what the metrics count (docs/operating.md "Metrics"): a dashboard call
 * finished, a page cache answered, a limit refused. server.mjs fills the process-wide holder when
 * METRICS_PORT is set (metrics-server.mjs); without it every call here does nothing. Next bundles
 * the route handlers apart from server.mjs, so the series live on globalThis, one set per process.
 */

export const METRICS = Symbol.for('ledfloor.metrics');

/** @typedef {'ok' | '4xx' | '5xx' | 'timeout' | 'unreachable'} DashboardOutcome */
/** @typedef {'served_page' | 'next'} PageCacheLayer */
/** @typedef {'hit' | 'stale' | 'miss'} PageCacheResult */

/**
 * What the holder carries (metrics-server.mjs makes it).
 * @typedef {object} MetricsSink
 * @property {(call: string, outcome: DashboardOutcome, seconds: number) => void} dashboardCall
 * @property {(layer: PageCacheLayer, result: PageCacheResult) => void} pageCache
 * @property {(limit: string) => void} limitRefusal
 * @property {() => Promise<void>} destroy
 */

const holder = /** @type {Record<symbol, MetricsSink | undefined>} */ (/** @type {unknown} */ (globalThis));

/** @param {MetricsSink | undefined} sink */
export function installMetrics(sink) {
  holder[METRICS] = sink;
}

/** @returns {MetricsSink | undefined} */
export const installedMetrics = () => holder[METRICS];

/**
 * A dashboard call's outcome from its status (a 3xx is handed back as asked: ok).
 * @param {number} status
 * @returns {DashboardOutcome}
 */
export const outcomeOfStatus = (status) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : 'ok');

/**
 * One finished dashboard call: `call` from the bounded set dashboardCallName gives.
 * @param {string} call
 * @param {DashboardOutcome} outcome
 * @param {number} seconds
 */
export function observeDashboardCall(call, outcome, seconds) {
  holder[METRICS]?.dashboardCall(call, outcome, seconds);
}

/**
 * @param {PageCacheLayer} layer
 * @param {PageCacheResult} result
 */
export function countPageCache(layer, result) {
  holder[METRICS]?.pageCache(layer, result);
}

/**
 * A call refused by the limit named `limit` (a limiter's name in the code, never a client's key).
 * @param {string} limit
 */
export function countLimitRefusal(limit) {
  holder[METRICS]?.limitRefusal(limit);
}
