// @ts-check
import { isIPv4, isIPv6 } from 'node:net';

/**
 * One spelling per address, for the door's client address (client-address.ts) and for server.mjs,
 * which decides whether a connection is a trusted proxy before Next sees the request.
 */

/**
 * The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail read as two groups).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  const [head, tail = ''] = address.split('::');
  /** @param {string} text */
  const part = (text) => {
    if (text === '') return [];
    const pieces = text.split(':');
    const last = pieces.at(-1) ?? '';
    if (!isIPv4(last)) return pieces.map((piece) => parseInt(piece, 16));
    const [a, b, c, d] = last.split('.').map(Number);
    return [...pieces.slice(0, -1).map((piece) => parseInt(piece, 16)), (a << 8) | b, (c << 8) | d];
  };
  const start = part(head);
  const end = part(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/** @param {number[]} groups */
const hex = (groups) => groups.map((group) => group.toString(16)).join(':');

/**
 * One spelling per address: IPv4 in dotted form (an IPv4-mapped IPv6 address such as
 * `::ffff:192.0.2.4` or `::ffff:c000:204` is its IPv4 address), IPv6 as eight lower-case groups
 * without leading zeros or a zone. Anything that is no IP address is only trimmed and lower-cased.
 * @param {string} raw
 * @returns {string}
 */
export function canonicalIp(raw) {
  const address = raw.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const unzoned = address.split('%')[0];
  if (!isIPv6(unzoned)) return address;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return hex(groups);
}

/**
 * The network a limit counts a client by: an IPv4 address itself, an IPv6 address by its /64.
 * One home or phone is given a whole /64 and may use any address in it, so counting single
 * IPv6 addresses would give a guesser 2^64 fresh counts.
 * @param {string} canonical
 * @returns {string}
 */
export function clientNetwork(canonical) {
  if (!isIPv6(canonical)) return canonical;
  return `${hex(ipv6Groups(canonical).slice(0, 4))}::/64`;
}

/**
 * The proxies listed in DOOR_TRUSTED_PROXIES (comma separated), in canonical form.
 * @param {string} [raw]
 * @returns {Set<string>}
 */
export function trustedProxies(raw = process.env.DOOR_TRUSTED_PROXIES ?? '') {
  return new Set(raw.split(',').map(canonicalIp).filter(Boolean));
}
