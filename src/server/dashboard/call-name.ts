import 'server-only';
import { dashboardApiUrl } from '@/shared/config/env';
import { doorCallRule } from '../door/calls';

/** A call to the dashboard outside the contract's list (none is made today): one label for all of them. */
export const OTHER_CALL = 'other';
export const UPLOADS_CALL = 'GET uploads';

/**
 * A dashboard call's name for the metrics (docs/operating.md "Metrics"), from a bounded set: the door's
 * allow-list entry it matches (`POST basket`, `GET products/by-slug`; the pages' own reads are
 * contract calls too), `GET uploads` for a file, else `other`. Never a path or query as sent.
 */
export function dashboardCallName(method: string, address: string): string {
  const api = `${dashboardApiUrl()}/api/`;
  if (!address.startsWith(api)) return method === 'GET' && address.includes('/uploads/') ? UPLOADS_CALL : OTHER_CALL;
  const end = address.indexOf('?', api.length);
  const path = end === -1 ? address.slice(api.length) : address.slice(api.length, end);
  return doorCallRule(method, path) ? `${method} ${path}` : OTHER_CALL;
}
