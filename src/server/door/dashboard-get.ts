import { readBodyField } from './body-field';
import type { DoorCall } from './door-call';

/**
 * The call as the dashboard gets it. For a call whose rule names dashboardGet, the browser's
 * POST becomes the dashboard's GET, its query built from those fields of the body only (one
 * value each, as the door read it; the browser's own query is not passed), and without a body.
 */
export async function asDashboardCall(
  call: DoorCall,
  body: Uint8Array<ArrayBuffer> | undefined,
  contentType: string,
): Promise<{ call: DoorCall; body: Uint8Array<ArrayBuffer> | undefined }> {
  const fields = call.rule.dashboardGet;
  if (!fields) return { call, body };
  const query = new URLSearchParams();
  for (const name of fields) {
    const value = await readBodyField(body, contentType, name);
    if (typeof value === 'string' || typeof value === 'number') query.set(name, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { call: { ...call, method: 'GET', search }, body: undefined };
}
