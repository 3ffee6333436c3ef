// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { outsideTrace } from './tracing-hooks.mjs';

/**
 * What the server knows about the request being handled, wherever the code runs: server.mjs starts
 * it (request-log.mjs) and Next's bundled route handlers and pages read it. One store per process,
 * held on globalThis, since each bundle has its own copy of this module.
 *
 * @typedef {{ call: string, status?: number, outcome?: string, ms: number }} DashboardTrip
 * @typedef {{ traceId: string, spanId: string }} TraceIds
 * @typedef {object} RequestContext
 * @property {string} id the request id (X-Request-Id)
 * @property {TraceIds} [trace] the request's root span, while tracing is on
 * @property {DashboardTrip[]} dashboard each call made to the dashboard for this request
 * @property {Record<string, string | number>} fields what the request's log line adds (the door's call)
 */

const STORE = Symbol.for('ledfloor.requestContext');
/** @type {{ [STORE]?: AsyncLocalStorage<RequestContext> }} */
const holder = /** @type {any} */ (globalThis);
const storage = () => (holder[STORE] ??= new AsyncLocalStorage());

/** The context of the request being handled here, if any (none under `next dev`, which has no server.mjs). */
export const requestContext = () => storage().getStore();

/**
 * Runs `handle` with `context` as the request's.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} handle
 */
export const withRequestContext = (context, handle) => storage().run(context, handle);

/**
 * Runs `start` outside any request: what it sets up (a client and its connection's events) lives
 * on after the request that first needed it, and must not log or trace as part of it.
 * @template T
 * @param {() => T} start
 */
export const outsideRequest = (start) => storage().exit(() => outsideTrace(start));

/** @param {string} id */
export const newRequestContext = (id) => /** @type {RequestContext} */ ({ id, dashboard: [], fields: {} });

/**
 * Adds `fields` to the current request's log line (nothing outside a request).
 * @param {Record<string, string | number | undefined>} fields
 */
export function noteInRequestLog(fields) {
  const context = requestContext();
  if (!context) return;
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) context.fields[name] = value;
}

/** Letters, digits and `-_.:`, at most 128: what proxies send (UUIDs, hex, ULIDs), nothing that can break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the `X-Request-Id` a trusted proxy sent, when it has that form, else a new UUID.
 * @param {string | string[] | undefined} given
 * @param {boolean} fromTrustedProxy
 */
export const requestIdOf = (given, fromTrustedProxy) => (fromTrustedProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID());
