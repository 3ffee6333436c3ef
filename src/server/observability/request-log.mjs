// @ts-check
import { canonicalIp, trustedProxies } from '../door/ip-address.mjs';
import { logger } from './log.mjs';
import { newRequestContext, requestIdOf, withRequestContext } from './request-context.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {(request: IncomingMessage, response: ServerResponse) => unknown} Handler
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The production server's request log (docs/operating.md "Logs"): each request gets its id (a trusted
 * proxy's X-Request-Id, else a new one), which its answer carries and everything it logs and the
 * dashboard calls it makes carry too; when it ends, one line says what it was: method, route
 * template, status, milliseconds, and the door's call with the dashboard's status and time.
 * @param {object} options
 * @param {(url: string) => string} options.routeOf the route template of a request's URL (http-route.mjs)
 * @param {Set<string>} [options.trusted] proxies whose X-Request-Id is kept (DOOR_TRUSTED_PROXIES)
 * @param {import('pino').Logger} [options.log]
 * @returns {(request: IncomingMessage, response: ServerResponse, handle: Handler) => unknown}
 */
export function requestLog({ routeOf, trusted = trustedProxies(), log = logger() }) {
  return (request, response, handle) => {
    const started = performance.now();
    const fromProxy = trusted.size > 0 && trusted.has(canonicalIp(request.socket.remoteAddress ?? ''));
    const id = requestIdOf(request.headers[REQUEST_ID_HEADER], fromProxy);
    // Whatever a client sent under this name is replaced: the code behind reads the id from here.
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    const context = newRequestContext(id);
    response.once('close', () => {
      const status = response.statusCode;
      const line = {
        req_id: id,
        method: request.method,
        http_route: routeOf(request.url ?? '/'),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(response.writableFinished ? {} : { aborted: true }),
        ...context.fields,
        ...(context.dashboard.length > 0 ? { dashboard: context.dashboard } : {}),
        ...(context.trace ? { trace_id: context.trace.traceId, span_id: context.trace.spanId } : {}),
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    return withRequestContext(context, () => handle(request, response));
  };
}
