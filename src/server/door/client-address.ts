/**
 * Which client a door call comes from, for the abuse limits.
 *
 * Next.js hands a route handler no socket address; it writes the peer's address into
 * `x-forwarded-for` only when the request has none. So:
 * - Behind a reverse proxy (production), the proxy appends the address it saw. List the proxies'
 *   own addresses in DOOR_TRUSTED_PROXIES (comma separated): the client is the rightmost entry
 *   that is not one of them. Entries further left were written by the client and are ignored.
 * - With no proxy (DOOR_TRUSTED_PROXIES empty) the rightmost entry is the socket address Next
 *   wrote, or whatever a client sent itself. That is only sound where the storefront port is not
 *   reachable by untrusted clients except through a proxy that sets the header; the README says so.
 */
const UNKNOWN_CLIENT = 'unknown';

const normalise = (address: string) => address.trim().replace(/^::ffff:/i, '').toLowerCase();

export function trustedProxies(raw = process.env.DOOR_TRUSTED_PROXIES ?? ''): Set<string> {
  return new Set(raw.split(',').map(normalise).filter(Boolean));
}

export function clientAddressOf(request: Request, trusted = trustedProxies()): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!trusted.has(chain[index])) return chain[index];
  }
  return chain[0] ?? UNKNOWN_CLIENT;
}
