import 'server-only';

/**
 * The server's one way to read a body up to a cap (docs/architecture.md §1): a browser's request
 * at the door and its report routes, or a file the dashboard serves. A declared size over the cap
 * is refused before a byte is read, an undeclared one as soon as it passes the cap, and a sender
 * that stops is cut off by `signal`. Memory follows the bytes that arrived, never the size
 * declared: a Content-Length is a claim, and many slow senders claiming the cap would otherwise
 * hold the cap each for the whole deadline.
 */

/** First allocation, whatever the size declared; doubled as bytes arrive. */
const INITIAL_BYTES = 64 * 1024;

/** Why the body was not taken: at the door 'tooLarge' becomes a 413, 'tooSlow' a 408. */
export class BodyRefused extends Error {
  constructor(readonly kind: 'tooLarge' | 'tooSlow') {
    super(`Request body ${kind}`);
    this.name = 'BodyRefused';
  }
}

/** A Content-Length the body can be held to (digits only), or null when it declares none. */
export function lengthDeclaredIn(headers: Headers): number | null {
  const header = headers.get('content-length');
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

export interface Cap {
  /** The most bytes taken. */
  limit: number;
  signal: AbortSignal;
}

/**
 * The whole body of `message` in one buffer (undefined when empty), or a BodyRefused. Chunks are
 * copied into a buffer that doubles as they arrive (at most the declared size or the cap) and
 * handed on as a view of it. The stream is cancelled when the body is refused.
 */
export async function readCapped(message: Request | Response, { limit, signal }: Cap): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = lengthDeclaredIn(message.headers);
  if (declared !== null && declared > limit) throw new BodyRefused('tooLarge');
  if (!message.body || declared === 0) return undefined;

  const reader = message.body.getReader();
  const aborted = whenAborted(signal);
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
