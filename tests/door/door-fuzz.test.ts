// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { PEER_STAMP_HEADER } from '@/server/door/peer-address.mjs';
import { mulberry32 } from '@sandbox/random';
import { BROWSER_ORIGIN } from '../msw/server';
import { stampedPeer } from './peer-stamp';

/**
 * Thousands of odd calls at the door: paths, encodings, methods, headers, cookies and bodies
 * drawn from a seeded PRNG (the same calls on every run). None may make the door answer 5xx, throw
 * or hang. The sandbox answers the calls that pass, so the whole way is exercised.
 */
const SEED = 0x5eed_d00d;
const CALLS = 5000;
const PARALLEL = 8;
const DEADLINE_MS = 4000;

const random = mulberry32(SEED);
const int = (max: number) => Math.floor(random() * max);
const pick = <T,>(items: readonly T[]): T => items[int(items.length)];
const repeat = (count: number, make: () => string) => Array.from({ length: count }, make).join('');

const KNOWN = ['user/login', 'user/logout', 'user/forgot-password', 'order/cancel', 'order/status', 'basket', 'basket/data', 'basket/delete', 'products', 'default/session', 'default', 'reviews/create', 'subscribe', 'user/names', 'promotion', 'reset'];
const ODD_PIECES = ['%2f', '%2F', '%5c', '%5C', '%2e', '%2e%2e', '..', '.', '', '%252f', '%25', '%', '%zz', '%00', '%0a', '%0D', '%7f', '%c3', '%c3%a9', '%e2%80%ae', '%ff', 'é', '\u202e', ';', '%3b', '?', '#', '+', '%20', '~', '__proto__', 'constructor'];
const HEX = '0123456789abcdefABCDEF';

/** One character of a known path, sometimes percent-encoded, in either case. */
const spell = (path: string) =>
  [...path].map((char) => (random() < 0.2 ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`[random() < 0.5 ? 'toLowerCase' : 'toUpperCase']() : char)).join('');

function oddPath(): string {
  const segments: string[] = [];
  const count = 1 + int(4);
  for (let index = 0; index < count; index += 1) {
    const roll = random();
    if (roll < 0.35) segments.push(spell(pick(KNOWN)));
    else if (roll < 0.7) segments.push(pick(ODD_PIECES));
    else segments.push(repeat(1 + int(6), () => (random() < 0.2 ? `%${pick([...HEX])}${pick([...HEX])}` : String.fromCharCode(33 + int(94)))));
  }
  const query = random() < 0.3 ? `?${pick(['order_id=1', 'slug=%', 'a=%zz&b=', `q=${'x'.repeat(int(3000))}`, 'order_id[]=1&order_id=2'])}` : '';
  return segments.join(pick(['/', '/', '/', '//', '\\'])) + query;
}

const printable = (length: number) => repeat(length, () => String.fromCharCode(32 + int(95)));

function oddHeaders(): Headers {
  const headers = new Headers();
  const maybe = (name: string, values: string[]) => {
    if (random() < 0.5) headers.set(name, pick(values));
  };
  maybe('origin', [BROWSER_ORIGIN, 'null', 'https://evil.example', 'http://localhost:3000.evil.example', 'localhost:3000', printable(20), '']);
  maybe('sec-fetch-site', ['same-origin', 'same-site', 'cross-site', 'none', 'SAME-ORIGIN', printable(8)]);
  maybe('content-type', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'text/plain', printable(30)]);
  maybe('cookie', [`lf_session=${printable(12)}`, `lf_auth=%; lf_profile=${encodeURIComponent('{"remember":false')}`, `lf_profile=%7B%7D; lf_basket_count=${printable(4)}`, printable(200), '=;=;;']);
  maybe('x-forwarded-for', ['6.6.6.6', printable(40), ', , ,', '::ffff:1.2.3.4, 10.0.0.1']);
  maybe('content-length', ['0', '5', '99999999999', '-1', 'abc']);
  for (const [name, value] of Object.entries(stampedPeer(pick(['203.0.113.9', '::1', '', printable(10)])))) headers.set(name, value);
  maybe(PEER_STAMP_HEADER, ['', printable(43)]);
  return headers;
}

function oddBody(): BodyInit | undefined {
  const roll = random();
  if (roll < 0.25) return undefined;
  if (roll < 0.45) return JSON.stringify({ email: pick([printable(12), 'customer@example.com', '']), password: printable(int(40)), rememberMe: pick([true, 'on', 1, null]) });
  if (roll < 0.65) return new URLSearchParams({ email: printable(10), password: printable(10), [printable(3)]: printable(int(500)) });
  if (roll < 0.8) return pick(['{', '{"email":', '%', '\u0000\u0000', '[]', 'null', '{"__proto__":{"x":1}}']);
  return new Uint8Array(Array.from({ length: int(6000) }, () => int(256)));
}

/** Calls the door passes, so a good share of the mix gets past the path rules to the limits, cookies and dashboard. */
const PASSED = [['POST', 'user/login'], ['POST', 'user/logout'], ['POST', 'user/forgot-password'], ['POST', 'order/cancel'], ['POST', 'basket'], ['POST', 'basket/data'], ['GET', 'products'], ['GET', 'default/session'], ['POST', 'subscribe'], ['POST', 'user/names']];

function oddRequest(): Request | null {
  const passed = random() < 0.4 ? pick(PASSED) : null;
  const method = passed?.[0] ?? pick(['GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'get', 'post', 'FOO']);
  const path = passed ? spell(passed[1]) : oddPath();
  const body = method.toUpperCase() === 'GET' || method === 'OPTIONS' ? undefined : oddBody();
  try {
    const headers = oddHeaders();
    if (body !== undefined) headers.delete('content-length');
    return new Request(`${BROWSER_ORIGIN}/api/${path}`, { method, headers, body });
  } catch {
    return null; // No client could send it either (an invalid URL or header).
  }
}

const withDeadline = (answer: Promise<Response>) =>
  Promise.race([answer, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS))]);

beforeAll(() => {
  process.env.DOOR_BODY_LIMIT_BYTES = '4096';
});
afterAll(() => {
  delete process.env.DOOR_BODY_LIMIT_BYTES;
});

describe('door fuzz', () => {
  it(`answers ${CALLS} odd calls without a 5xx, a throw or a hang`, async () => {
    const limits = createAbuseLimits(abuseLimitConfig({}));
    const requests = Array.from({ length: CALLS }, oddRequest).filter((request) => request !== null);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        try {
          const answer = await withDeadline(door(request, { limits }));
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${answer.status} ${request.method} ${request.url}`);
        } catch (error) {
          failures.push(`${(error as Error).message}: ${request.method} ${request.url}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(CALLS * 0.9);
    // The mix reached the dashboard as well as the door's refusals.
    for (const status of [200, 400, 404]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
  }, 30_000);
});
