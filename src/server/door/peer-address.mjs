// @ts-check
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Next.js hands a route handler no socket address, so the production server (server.mjs) writes
 * the connection's peer address into a header on every request, replacing whatever a client
 * sent under the same name. A header alone proves nothing: under `next start` or `next dev`
 * (no server.mjs) a client could send it and pick a new address for every call. So server.mjs
 * also writes a secret made when it starts, which lives only in this process (on globalThis,
 * where the bundled route handlers find it), and the door believes the address only beside it.
 */
export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';
export const PEER_STAMP_HEADER = 'x-storefront-peer-stamp';

const STAMP = Symbol.for('ledfloor.peerStamp');
/** @type {Record<symbol, string | undefined>} */
const published = /** @type {any} */ (globalThis);

/**
 * Makes this process's secret and answers the function that stamps a Node request with its
 * socket's peer address before Next sees it. Only the server calls this, once, at start.
 * @returns {(request: Pick<import('node:http').IncomingMessage, 'headers' | 'socket'>) => void}
 */
export function startStampingPeers() {
  const secret = randomBytes(32).toString('base64url');
  published[STAMP] = secret;
  return function stampPeerAddress(request) {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    request.headers[PEER_STAMP_HEADER] = secret;
  };
}

/**
 * The peer address the server stamped on `headers`, or null when there is no stamp or not this process's.
 * @param {Headers} headers
 * @returns {string | null}
 */
export function stampedPeerAddress(headers) {
  const secret = published[STAMP];
  const stamp = headers.get(PEER_STAMP_HEADER);
  if (typeof secret !== 'string' || stamp === null) return null;
  const expected = Buffer.from(secret);
  const given = Buffer.from(stamp);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return headers.get(PEER_ADDRESS_HEADER);
}
