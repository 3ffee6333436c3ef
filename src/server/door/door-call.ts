import 'server-only';
import { doorText } from './language';
import { jsonAnswer } from './answers';
import { canonicalPathBelow } from './canonical-path';
import { doorCallRule, type DoorCallRule } from './calls';

/** A call the door has read: its canonical path, the rule the allow-list gives it, the query it passes on. */
export interface DoorCall {
  method: string;
  path: string;
  search: string;
  rule: DoorCallRule;
}

const DOOR_PREFIX = '/api/';

/** Any method but GET changes something on the dashboard, but for the POSTs the allow-list marks read only. */
export const changesState = ({ method, rule }: DoorCall) => method !== 'GET' && !rule.readsOnly;

/** The call `request` names, or the answer refusing it: 400 for a path no browser sends, 404 for a call the door does not pass. */
export function readDoorCall(request: Request): DoorCall | Response {
  const url = new URL(request.url);
  const path = canonicalPathBelow(url.pathname, DOOR_PREFIX);
  if (path === null && url.pathname.startsWith(DOOR_PREFIX)) return jsonAnswer(400, { message: doorText('invalidAddress') });
  const method = request.method.toUpperCase();
  const rule = path === null ? null : doorCallRule(method, path);
  if (path === null || !rule) return jsonAnswer(404, { message: doorText('notFound') });
  // A PHP dashboard may read a query field in place of the body's (`$_REQUEST`): only GETs and
  // the calls the allow-list names send one.
  const search = method === 'GET' || rule.query ? url.search : '';
  return { method, path, search, rule };
}
