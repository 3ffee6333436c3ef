import 'server-only';
import { POOR_ABOVE } from '@/shared/rum/report';
import { reportLimiter, type ReportRoute } from './rum-endpoint';
import { countClientErrors, recordVital } from './rum-metrics';
import { readClientErrors, readVitals, withoutPersonalData, type ReadClientErrors, type ReadVitals } from './rum-report';
import type { RouteTemplateOf } from './http-route.mjs';

/** One JSON line in the server's log. */
function logLine(level: 'info' | 'error', msg: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/**
 * POST /api/vitals: each metric into its histogram; a page view with a poor metric also gets a
 * log line naming what web-vitals blamed (the element, the script's kind), which a label may not.
 */
export function vitalsRoute(templateOf: RouteTemplateOf, limiter = reportLimiter('vitals')): ReportRoute<ReadVitals> {
  return {
    limiter,
    read: (data) => readVitals(data, templateOf),
    record({ route, device, metrics }) {
      for (const { name, value } of metrics) recordVital(name, value, route, device);
      const poor = metrics.filter(({ name, value }) => value > POOR_ABOVE[name]);
      if (poor.length > 0) logLine('info', 'poor web vitals', { http_route: route, device, metrics: poor });
    },
  };
}

/** POST /api/client-errors: counted by route, and each error logged without what could name a customer. */
export function clientErrorsRoute(templateOf: RouteTemplateOf, limiter = reportLimiter('clientErrors')): ReportRoute<ReadClientErrors> {
  return {
    limiter,
    read: (data) => readClientErrors(data, templateOf),
    record({ route, errors }) {
      countClientErrors(route, errors.length);
      for (const { message, stack } of errors) {
        logLine('error', 'browser error', { http_route: route, error: withoutPersonalData(message), stack: stack && withoutPersonalData(stack) });
      }
    },
  };
}
