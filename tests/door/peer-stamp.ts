import { startStampingPeers } from '@/server/door/peer-address.mjs';

// The test process plays server.mjs: it makes its stamp once, as the server does when it starts.
const stamp = startStampingPeers();

/** The headers server.mjs writes on a request whose connection comes from `peer`. */
export function stampedPeer(peer: string): Record<string, string> {
  const request = { headers: {} as Record<string, string>, socket: { remoteAddress: peer } };
  stamp(request as unknown as Parameters<typeof stamp>[0]);
  return request.headers;
}
