/**
 * Next.js hands a route handler no socket address, so the production server (server.mjs) writes
 * the connection's peer address into this header on every request, replacing whatever a client
 * sent under the same name. The door reads it in client-address.ts.
 */
export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';

/** Stamps a Node request with its socket's peer address before Next sees it. */
export function stampPeerAddress(request) {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
}
