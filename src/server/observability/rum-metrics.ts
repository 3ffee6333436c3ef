import 'server-only';
import { Counter, Histogram, register } from 'prom-client';
import type { Device, VitalName } from '@/shared/rum/report';

/**
 * What customers' browsers measured, in prom-client's default registry (the one the metrics port
 * serves). Every label is from a fixed set: the metric's name, the route's template, the device
 * class; nothing a browser wrote becomes a label.
 */

type Label = 'metric' | 'http_route' | 'device';

/**
 * Seconds, around Google's thresholds: TTFB 0.8/1.8, FCP 1.8/3, LCP 2.5/4, INP 0.2/0.5, so each
 * "good" and "poor" line is a bucket edge and a p75 is read between near edges.
 */
const SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20];
/** CLS scores, around its thresholds 0.1 and 0.25. */
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5];

/**
 * The one instance of a metric in the default registry: each route handler is bundled on its own
 * and evaluates this module once more, and registering a name twice throws.
 */
function registered<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

/** A histogram of the browsers' measurements, labelled by metric, route template and device class. */
const vitalsHistogram = (name: string, help: string, buckets: number[]) => () =>
  registered(name, () => new Histogram<Label>({ name, help, labelNames: ['metric', 'http_route', 'device'], buckets }));

const vitalSeconds = vitalsHistogram(
  'storefront_web_vitals_seconds',
  "Customers' browsers: LCP, INP, FCP and TTFB of a page view (web-vitals), by route template and device class.",
  SECONDS_BUCKETS,
);

const layoutShift = vitalsHistogram(
  'storefront_web_vitals_cls',
  "Customers' browsers: the page view's cumulative layout shift (web-vitals), by route template and device class.",
  CLS_BUCKETS,
);

const clientErrors = () =>
  registered(
    'storefront_client_errors_total',
    () =>
      new Counter<'http_route'>({
        name: 'storefront_client_errors_total',
        help: "Uncaught errors and unhandled rejections in customers' browsers, by route template (distinct ones per page view).",
        labelNames: ['http_route'],
      }),
  );

/** One page view's metric: milliseconds (CLS: its score) as web-vitals measures it. */
export function recordVital(name: VitalName, value: number, route: string, device: Device) {
  const labels = { metric: name, http_route: route, device };
  if (name === 'CLS') layoutShift().observe(labels, value);
  else vitalSeconds().observe(labels, value / 1000);
}

export function countClientErrors(route: string, count: number) {
  clientErrors().inc({ http_route: route }, count);
}
