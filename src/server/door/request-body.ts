import 'server-only';
import type { Deadline } from '../dashboard/deadline';

/**
 * Reading the browser's request body with limits, so no caller can make the door hold more
 * than one bounded body: a declared size over the limit is refused before a byte is read, an
 * undeclared one is refused as soon as it passes the limit, and a client that stops sending is
 * cut off by the call's deadline. Memory follows the bytes that arrived, never the size a client
 * declares: a Content-Length is a claim, and many slow senders claiming the limit would
 * otherwise hold the limit each for the whole deadline.
 */

/**
 * Every call but an upload: the shop's forms are a few hundred bytes, the largest (a job's
 * 2,000-character notes, a service request's description, an order's chosen rate) a few KiB.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
/** First allocation, whatever the size declared; doubled as bytes arrive. */
const INITIAL_BYTES = 64 * 1024;

/** DOOR_BODY_LIMIT_BYTES is read per call so tests (and operators) can change it. */
export function bodyLimitBytes(): number {
  const configured = Number(process.env.DOOR_BODY_LIMIT_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_BODY_LIMIT_BYTES;
}

/** Why the body was not taken: 'tooLarge' becomes a 413, 'tooSlow' a 408. */
export class BodyRefused extends Error {
  constructor(readonly kind: 'tooLarge' | 'tooSlow') {
    super(`Request body ${kind}`);
    this.name = 'BodyRefused';
  }
}

/** The body size the request declares (Content-Length), or null when it declares none it can be held to. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

function whenAborted(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(new BodyRefused('tooSlow'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {});
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * The whole body in one buffer (undefined when empty). Chunks are copied into a buffer that
 * doubles as they arrive (at most the declared size or the limit) and handed on as a view of it.
 */
export async function readLimitedBody(
  request: Request,
  deadline: Deadline,
  limit = bodyLimitBytes(),
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) throw new BodyRefused('tooLarge');
  if (!request.body || declared === 0) return undefined;

  const reader = request.body.getReader();
  const aborted = whenAborted(deadline.signal);
  const ceiling = Math.min(declared ?? limit, limit);
  let buffer = new Uint8Array(Math.min(INITIAL_BYTES, ceiling));
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted.promise]);
      if (done) break;
      const needed = size + value.byteLength;
      if (needed > limit) throw new BodyRefused('tooLarge');
      if (needed > buffer.byteLength) {
        const grown = new Uint8Array(Math.max(needed, Math.min(ceiling, buffer.byteLength * 2)));
        grown.set(buffer.subarray(0, size));
        buffer = grown;
      }
      buffer.set(value, size);
      size += value.byteLength;
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    aborted.dispose();
  }
  return size === 0 ? undefined : buffer.subarray(0, size);
}
