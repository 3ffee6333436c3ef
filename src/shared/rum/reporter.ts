import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { sendApiBeacon } from '@/shared/api/call';
import { BREAKPOINTS } from '@/shared/config/constants';
import { errorLog } from './error-log';
import { CLIENT_ERRORS_PATH, ELEMENT_MAX_LENGTH, REPORT_MAX_BYTES, SCRIPT_KINDS, VITALS_PATH, type Device, type ScriptKind, type VitalReport } from './report';
import type { PageError } from './start';

/** Steps of an element's selector kept: enough to find it on the page, short enough to read in a log line. */
const ELEMENT_STEPS = 4;

/** The element's selector as web-vitals writes it (`html>body>main>div.hero>img`), its last steps within the length. */
export function trimSelector(selector: string | undefined): string | undefined {
  if (!selector) return undefined;
  const steps = selector.split('>').slice(-ELEMENT_STEPS);
  let kept = steps.pop() ?? '';
  for (let step = steps.pop(); step !== undefined && kept.length + step.length + 1 <= ELEMENT_MAX_LENGTH; step = steps.pop()) kept = `${step}>${kept}`;
  return kept.slice(0, ELEMENT_MAX_LENGTH);
}

const scriptKind = (kind: string | undefined): ScriptKind | undefined => SCRIPT_KINDS.find((known) => known === kind);

/** One metric as the beacon carries it: its value, and what the attribution names (an element, a script's kind). */
function vitalOf(metric: MetricWithAttribution): VitalReport {
  const report: VitalReport = { name: metric.name, value: Math.round(metric.value * 1000) / 1000 };
  const element =
    metric.name === 'LCP'
      ? metric.attribution.target
      : metric.name === 'CLS'
        ? metric.attribution.largestShiftTarget
        : metric.name === 'INP'
          ? metric.attribution.interactionTarget
          : undefined;
  const trimmed = trimSelector(element);
  if (trimmed) report.element = trimmed;
  const script = metric.name === 'INP' ? scriptKind(metric.attribution.longestScript?.entry.invokerType) : undefined;
  if (script) report.script = script;
  return report;
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

export type SendBeacon = (path: string, body: string) => boolean;

/** The device class the page was laid out for: below the shop's tablet width (BREAKPOINTS.md) a phone. */
const deviceOf = (): Device => (innerWidth < BREAKPOINTS.md ? 'phone' : 'desktop');

/**
 * Collects the page view's Core Web Vitals (with attribution) and uncaught errors, and sends what
 * it has each time the page is hidden (the last moment a browser reliably runs script, leaving the
 * page included): one beacon
 * of vitals, and the errors in beacons of at most REPORT_MAX_BYTES. Each metric goes once (by
 * web-vitals' id): a CLS or INP reported again on a later hide would count one page view twice.
 * Metrics are those of the page the browser landed on (`path`), as web-vitals measures them.
 */
export function startReporter(path: string, early: PageError[], send: SendBeacon = sendApiBeacon): () => void {
  const device = deviceOf();
  const pending = new Map<string, VitalReport>();
  const sent = new Set<string>();
  const errors = errorLog();
  const onMetric = (metric: MetricWithAttribution) => {
    if (!sent.has(metric.id)) pending.set(metric.id, vitalOf(metric));
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(onMetric);
  for (const event of early) errors.add(event);
  const onError = (event: PageError) => errors.add(event);

  function sendVitals() {
    if (pending.size === 0) return;
    const metrics = [...pending.values()];
    let body = JSON.stringify({ path, device, metrics });
    // Selectors of many-byte characters could pass the cap: the values matter more than the names.
    if (bytes(body) > REPORT_MAX_BYTES) body = JSON.stringify({ path, device, metrics: metrics.map(({ name, value }) => ({ name, value })) });
    send(VITALS_PATH, body);
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
  }

  // On window, bubbling: after web-vitals' own listeners (capturing) have reported on the same
  // event. Not on pagehide, which a leaving page gets first: its CLS and INP come after it.
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    sendVitals();
    for (const body of errors.take(path)) send(CLIENT_ERRORS_PATH, body);
  };
  const listeners = [
    ['error', onError],
    ['unhandledrejection', onError],
    ['visibilitychange', onHidden],
  ] as const;
  for (const [type, listener] of listeners) addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) removeEventListener(type, listener as EventListener);
  };
}
