import 'server-only';
import { canonicalIp, clientNetwork, trustedProxies } from './ip-address.mjs';
import { stampedPeerAddress } from './peer-address.mjs';

/**
 * Which client a door call comes from.
 *
 * The client is the socket peer (stamped by server.mjs) unless that peer is a proxy listed in
 * DOOR_TRUSTED_PROXIES (comma separated). Only then is `x-forwarded-for` read: from the right,
 * skipping the trusted proxies, the first other address is the client; entries further left were
 * written by the client and are ignored. With no trusted proxies the header is never read, so a
 * client cannot pick its own address. A peer header without this process's stamp (`next dev`,
 * `next start`, or a client writing it) is not believed: all such calls share one client, so
 * forging the header can only put a caller in that one shared bucket, never in a fresh one.
 * Every address is read in one spelling (ip-address.mjs canonicalIp).
 */
const UNKNOWN_CLIENT = 'unknown';

export { trustedProxies };

const peerOf = (request: Request) => canonicalIp(stampedPeerAddress(request.headers) ?? '') || UNKNOWN_CLIENT;

/** Whether the connection comes from a proxy listed in DOOR_TRUSTED_PROXIES, whose forwarded headers may be read. */
export const fromTrustedProxy = (request: Request, trusted = trustedProxies()) => trusted.has(peerOf(request));

/** The client's own address, as the dashboard is told it. */
export function clientIpOf(request: Request, trusted = trustedProxies()): string {
  const peer = peerOf(request);
  if (!trusted.has(peer)) return peer;
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map(canonicalIp).filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!trusted.has(chain[index])) return chain[index];
  }
  return peer;
}

/** The client as the abuse limits count it: its IPv4 address, or its IPv6 /64. */
export function clientAddressOf(request: Request, trusted = trustedProxies()): string {
  return clientNetwork(clientIpOf(request, trusted));
}
