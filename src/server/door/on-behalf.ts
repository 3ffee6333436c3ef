import 'server-only';
import { doorAbuseLimits } from './abuse-limits';
import { door } from './door';

/**
 * The browser's headers (cookies, origin, client address) for a call the server makes on its behalf,
 * without those of the body it sent. Copied one by one: a Headers built from another may drop
 * cookie and host, which browsers forbid scripts to set.
 */
function browserHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (name !== 'content-type' && name !== 'content-length') headers.set(name, value);
  }
  headers.set('accept', 'application/json');
  return headers;
}

/**
 * Sends `fields` to the door's call `path` (POST /api/<path>) for the browser's `request`, a plain
 * form posted to a storefront route, exactly as the page's script would: the same cookies, rules,
 * session renewal and abuse limits, and the door's answer with its cookies.
 */
export function postThroughDoor(request: Request, path: string, fields: FormData): Promise<Response> {
  const call = new Request(new URL(`/api/${path}`, request.url), { method: 'POST', headers: browserHeaders(request.headers), body: fields });
  return door(call, { limits: doorAbuseLimits() });
}
