import 'server-only';
import type { Deadline } from '../dashboard/deadline';
import { lengthDeclaredIn, readCapped } from '../streams/capped-read';

export { BodyRefused } from '../streams/capped-read';

/**
 * Reading the browser's request body with limits (streams/capped-read.ts), so no caller can make
 * the door hold more than one bounded body, and a client that stops sending is cut off by the
 * call's deadline.
 */

/**
 * Every call but an upload: the shop's forms are a few hundred bytes, the largest (a job's
 * 2,000-character notes, a service request's description, an order's chosen rate) a few KiB.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/** DOOR_BODY_LIMIT_BYTES is read per call so tests (and operators) can change it. */
export function bodyLimitBytes(): number {
  const configured = Number(process.env.DOOR_BODY_LIMIT_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_BODY_LIMIT_BYTES;
}

/** The body size the request declares (Content-Length), or null when it declares none it can be held to. */
export const declaredLength = (request: Request): number | null => lengthDeclaredIn(request.headers);

/** The whole body in one buffer (undefined when empty), refused past `limit` or once the deadline passes. */
export const readLimitedBody = (request: Request, deadline: Deadline, limit = bodyLimitBytes()): Promise<Uint8Array<ArrayBuffer> | undefined> =>
  readCapped(request, { limit, signal: deadline.signal });
