import 'server-only';
import type { DoorFields } from './body-fields';
import type { CallBody } from './call-body';
import type { DoorCall } from './door-call';

/**
 * The call as the dashboard gets it. For a call whose rule names dashboardGet, the browser's
 * POST becomes the dashboard's GET, its query built from those fields of the body only (one
 * value each, as the door read them, body-fields.ts; the browser's own query is not passed),
 * and without a body.
 */
export function asDashboardCall(
  call: DoorCall,
  body: CallBody['body'],
  fields: DoorFields,
): { call: DoorCall; body: CallBody['body'] } {
  const names = call.rule.dashboardGet;
  if (!names) return { call, body };
  const query = new URLSearchParams();
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { call: { ...call, method: 'GET', search }, body: undefined };
}
