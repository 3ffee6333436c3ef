// @ts-check
/**
 * What the rest of the server asks of tracing, without loading OpenTelemetry: src/instrumentation.ts
 * loads tracing.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and it publishes these hooks on
 * globalThis. Unset, each hook does nothing.
 *
 * @typedef {import('./request-context.mjs').TraceIds} TraceIds
 * @typedef {object} TracingHooks
 * @property {() => TraceIds | null} activeIds the active span's ids
 * @property {<T>(name: string, attributes: Record<string, string | number>, run: (end: (attributes: Record<string, string | number>, failed?: boolean) => void) => Promise<T>) => Promise<T>} inSpan
 *   runs `run` inside a child span of the active one, named `name`; `run` ends it with its outcome
 * @property {() => Promise<void>} flush sends the spans not sent yet
 * @property {<T>(run: () => T) => T} outside runs `run` with no active span
 */

export const TRACING = Symbol.for('ledfloor.tracing');
/** @type {{ [TRACING]?: TracingHooks }} */
const holder = /** @type {any} */ (globalThis);

/** @param {TracingHooks} hooks */
export const publishTracing = (hooks) => {
  holder[TRACING] = hooks;
};

export const tracingOn = () => holder[TRACING] !== undefined;

/** Sends the spans not sent yet (before the process exits); nothing when tracing is off. */
export const flushTracing = async () => {
  await holder[TRACING]?.flush();
};

/**
 * `run` with no active span (simply `run` when tracing is off).
 * @template T
 * @param {() => T} run
 * @returns {T}
 */
export const outsideTrace = (run) => (holder[TRACING] ? holder[TRACING].outside(run) : run());

/** The active span's trace and span ids, or null (tracing off, or no span). */
export const activeTraceIds = () => holder[TRACING]?.activeIds() ?? null;

/**
 * `run` inside a span named `name` when tracing is on, else simply `run`.
 * @template T
 * @param {string} name
 * @param {Record<string, string | number>} attributes
 * @param {(end: (attributes: Record<string, string | number>, failed?: boolean) => void) => Promise<T>} run
 * @returns {Promise<T>}
 */
export function inSpan(name, attributes, run) {
  const hooks = holder[TRACING];
  return hooks ? hooks.inSpan(name, attributes, run) : run(() => {});
}
