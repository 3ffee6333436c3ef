/**
 * Each instance's memory through the soak: RSS from /proc/<pid>/status (VmRSS) sampled here,
 * heap from the instance's own log (memory-probe.mjs). The steady phase's start and end are each
 * the median of the samples in a window, so one collection's sawtooth does not decide the verdict.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const SAMPLE_MS = 5000;
/** Start and end of the steady phase may differ by this share and still count as flat. */
export const FLAT_WITHIN = 0.1;

function rssBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(/(\d+)/.exec(line)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds the process has used (user + system, /proc/<pid>/stat at the kernel's 100 ticks a second). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Samples every instance's RSS until stop(); answers the samples by pid, and on stop() the
 * cores each used on average meanwhile.
 */
export function sampleRss(pids) {
  const samples = new Map(pids.map((pid) => [pid, []]));
  const startedAt = Date.now();
  const cpuAtStart = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  const take = () => {
    for (const pid of pids) {
      const rss = rssBytes(pid);
      if (rss !== null) samples.get(pid).push({ at: Date.now(), value: rss });
    }
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  const stop = () => {
    clearInterval(timer);
    const seconds = (Date.now() - startedAt) / 1000;
    return new Map(pids.map((pid) => [pid, Math.round(((cpuSeconds(pid) - cpuAtStart.get(pid)) / seconds) * 100) / 100]));
  };
  return { samples, stop };
}

export function heapSamples(directory, pid, kind = 'memory') {
  const file = path.join(directory, `${kind}-${pid}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((sample) => ({ at: sample.at, value: sample.heapUsed, heapTotal: sample.heapTotal, external: sample.external, code: sample.code }));
}

/** The heap in use after each full collection (memory-probe.mjs): the live heap. */
export const liveHeapSamples = (directory, pid) => heapSamples(directory, pid, 'live-heap');

/** Of the live heap, V8's compiled code (its code space after each full collection; memory-probe.mjs). */
export const liveCodeSamples = (directory, pid) =>
  liveHeapSamples(directory, pid)
    .filter((sample) => typeof sample.code === 'number')
    .map((sample) => ({ at: sample.at, value: sample.code }));

/** Full collections come every one to three minutes under the soak's load: a window of five minutes holds a few. */
export const VERDICT_WINDOW_MS = 300_000;

/**
 * The probe's samples of `pid` (process.memoryUsage() every 5 s, memory-probe.mjs) between `from` and `to`, each
 * figure's median: { rss, heapUsed, heapTotal, external, arrayBuffers } (null when there is none).
 */
export function probeMedians(directory, pid, from, to) {
  const file = path.join(directory, `memory-${pid}.jsonl`);
  const samples = existsSync(file)
    ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)).filter((sample) => sample.at >= from && sample.at <= to)
    : [];
  return Object.fromEntries(['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'].map((name) => [name, median(samples.map((sample) => sample[name]))]));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** Median of the samples in [from, to]. */
const windowMedian = (samples, from, to) => median(samples.filter((sample) => sample.at >= from && sample.at <= to).map((sample) => sample.value));

/**
 * Least-squares line through the samples in [from, to]: the value it gives at `from` and at `to`.
 * A climb shows in it however the collector's sawtooth falls at the two ends.
 */
function fittedEnds(samples, from, to) {
  const points = samples.filter((sample) => sample.at >= from && sample.at <= to);
  if (points.length < 2) return null;
  const meanAt = points.reduce((sum, point) => sum + point.at, 0) / points.length;
  const meanValue = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  const spread = points.reduce((sum, point) => sum + (point.at - meanAt) ** 2, 0);
  const slope = spread === 0 ? 0 : points.reduce((sum, point) => sum + (point.at - meanAt) * (point.value - meanValue), 0) / spread;
  return { start: meanValue + slope * (from - meanAt), end: meanValue + slope * (to - meanAt) };
}

/**
 * Start (median of the first `windowMs` of the steady phase), end (median of its last `windowMs`),
 * their change, the change along the fitted line over the whole phase (`trend`), and whether it is
 * flat: both within FLAT_WITHIN. The window must hold several full collections (under the soak's
 * load V8 runs one every one to three minutes, and RSS follows heap total up and down by 10–20%
 * between them), or the verdict reads where each end fell in that sawtooth rather than growth.
 */
export function steadyChange(samples, { steadyFrom, steadyTo, windowMs }) {
  const start = windowMedian(samples, steadyFrom, steadyFrom + windowMs);
  const end = windowMedian(samples, steadyTo - windowMs, steadyTo);
  const change = start && end !== null ? (end - start) / start : null;
  const fitted = fittedEnds(samples, steadyFrom, steadyTo);
  const trend = fitted && fitted.start > 0 ? (fitted.end - fitted.start) / fitted.start : null;
  const peak = Math.max(...samples.filter((sample) => sample.at >= steadyFrom && sample.at <= steadyTo).map((sample) => sample.value));
  const flat = change === null || trend === null ? null : Math.abs(change) <= FLAT_WITHIN && Math.abs(trend) <= FLAT_WITHIN;
  return { startBytes: start, endBytes: end, change, trend, peakBytes: Number.isFinite(peak) ? peak : null, flat, samples: samples.length };
}

/** Medians of each `stepMs` from `from` to `to`: { fromMinute, toMinute, bytes } (what the verdict's two ends sit in). */
export function stepMedians(samples, { from, to, stepMs, startedAt }) {
  const steps = [];
  for (let at = from; at + stepMs <= to; at += stepMs) {
    steps.push({ fromMinute: Math.round((at - startedAt) / 6000) / 10, toMinute: Math.round((at + stepMs - startedAt) / 6000) / 10, bytes: windowMedian(samples, at, at + stepMs) });
  }
  return steps;
}
