// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type AbuseLimitConfig } from '@/server/door/abuse-limits';
import { CROSS_SITE_MESSAGE } from '@/server/door/cross-site';
import { door, type DoorOptions } from '@/server/door/door';
import { PEER_ADDRESS_HEADER, PEER_STAMP_HEADER } from '@/server/door/peer-address.mjs';
import { AUTH_COOKIE, BASKET_COUNT_COOKIE, PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { cookieHeaderFrom, DEMO, setCookiesOf } from './door-helpers';
import { stampedPeer } from './peer-stamp';

/** The attacks found against the production build, each tried the way an attacker would. */

const PEER = '203.0.113.50';
let dashboard: ReturnType<typeof watchDashboard>;
beforeEach(() => {
  dashboard = watchDashboard();
});
afterEach(() => {
  dashboard.stop();
  delete process.env.DOOR_TRUSTED_PROXIES;
});

function call(path: string, init: RequestInit & { peer?: string } = {}, options: DoorOptions = {}) {
  const { peer = PEER, ...rest } = init;
  const headers = new Headers(rest.headers);
  for (const [name, value] of Object.entries(stampedPeer(peer))) headers.set(name, value);
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { ...rest, headers }), options);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const limitsWith = (overrides: Partial<AbuseLimitConfig> = {}) => createAbuseLimits({ ...abuseLimitConfig({}), ...overrides });
const wrongSignIn = (path: string, limits: DoorOptions['limits'], init: RequestInit & { peer?: string } = {}) =>
  call(path, { method: 'POST', body: form({ email: DEMO.email, password: 'not-the-password' }), ...init }, { limits });

describe('one canonical path for every rule', () => {
  it('refuses a cross-site cancel of /order/%63ancel before the dashboard sees it', async () => {
    for (const spelling of ['order/%63ancel', 'order/%63%61ncel']) {
      const refused = await call(spelling, { method: 'POST', body: form({ order_id: '1' }), headers: { 'sec-fetch-site': 'cross-site' } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      // A GET (what a link sends) is no call the door passes, however it is spelled.
      expect((await call(`${spelling}?order_id=1`)).status).toBe(404);
    }
    expect((await call('order/%2e%2e/order/%63ancel?order_id=1')).status).toBe(404);
    expect(dashboard.seen).toEqual([]);
  });

  it('asks the dashboard’s GET /order/cancel for a POSTed cancel, with the order id from the body only', async () => {
    const queries: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/order/cancel') queries.push(`${request.method} ${url.search} ${request.body === null ? 'no body' : 'body'}`);
    };
    server.events.on('request:start', listener);
    try {
      // The id named twice (query and body) is ambiguous: refused before the dashboard is asked.
      const twice = await call('order/cancel?order_id=999', { method: 'POST', body: form({ order_id: '4' }), headers: { 'sec-fetch-site': 'same-origin' } });
      expect(twice.status).toBe(400);
      await call('order/cancel', { method: 'POST', body: form({ order_id: '4' }), headers: { 'sec-fetch-site': 'same-origin' } });
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(queries).toEqual(['GET ?order_id=4 no body']);
  });

  it('treats POST /user/%6cogin as the sign-in: key only in the httpOnly cookie, never in the body', async () => {
    for (const spelling of ['user/%6cogin', 'user/%6Cogin', 'us%65r/login']) {
      const answer = await call(spelling, { method: 'POST', body: form(DEMO) });
      expect(answer.status).toBe(200);
      expect(setCookiesOf(answer).get(AUTH_COOKIE)?.line).toMatch(/HttpOnly/);
      expect(await answer.text()).not.toMatch(/auth_key/);
    }
  });

  it('counts /user/%6cogin and /user/%6Cogin against the failed sign-in limit', async () => {
    const limits = limitsWith({ failedSignInsPerEmail: 3 });
    for (const spelling of ['user/%6cogin', 'user/%6Cogin', 'user/login']) expect((await wrongSignIn(spelling, limits)).status).toBe(422);
    expect((await wrongSignIn('user/%6cogin', limits)).status).toBe(429);
    expect(dashboard.count('POST /api/user/login')).toBe(3);
  });

  it('counts /user/%66orgot-password against the account-call limit', async () => {
    const limits = limitsWith({ accountCallsPerClient: 2 });
    const forgot = (path: string) => call(path, { method: 'POST', body: form({ email: DEMO.email }) }, { limits });
    expect((await forgot('user/%66orgot-password')).status).toBe(200);
    expect((await forgot('user/forgot-passwor%64')).status).toBe(200);
    expect((await forgot('user/%66orgot-password')).status).toBe(429);
    expect(dashboard.count('POST /api/user/forgot-password')).toBe(2);
  });

  it('signs out on POST /user/%6cogout', async () => {
    const signedIn = await call('user/login', { method: 'POST', body: form(DEMO) });
    const out = await call('user/%6cogout', { method: 'POST', headers: { cookie: cookieHeaderFrom(signedIn) } });
    expect(out.status).toBe(200);
    expect(setCookiesOf(out).get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(setCookiesOf(out).get(PROFILE_COOKIE)?.line).toMatch(/Max-Age=0/);
  });

  it('keeps the basket count on POST /%62asket', async () => {
    const answer = await call('%62asket', { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(setCookiesOf(answer).get(BASKET_COUNT_COOKIE)?.value).toBe('0');
  });

  it('expires the reviewed product’s pages after POST /reviews/%63reate succeeds', async () => {
    // The dashboard's side of a review is not what is tested here: it just accepts it.
    server.use(http.post(`${SANDBOX_ORIGIN}/api/reviews/create`, () => HttpResponse.json({ reviews: [] })));
    const expire = vi.fn();
    const review = new FormData();
    review.set('products_id', '5');
    review.set('message', 'Great');
    const answer = await door(new Request(`${BROWSER_ORIGIN}/api/reviews/%63reate`, { method: 'POST', body: review }), { expire });
    expect(answer.status).toBe(200);
    expect(expire).toHaveBeenCalledWith({ now: ['product-page:5'], stale: ['product-card:5'] });
  });

  it('refuses a review naming its product twice, so no other product is expired', async () => {
    const expire = vi.fn();
    const review = new FormData();
    review.set('products_id', '5');
    const answer = await door(new Request(`${BROWSER_ORIGIN}/api/reviews/create?products_id=6`, { method: 'POST', body: review }), { expire });
    expect(answer.status).toBe(400);
    expect(expire).not.toHaveBeenCalled();
  });

  it.each([
    ['an encoded slash', 'user%2flogin'],
    ['an encoded backslash', 'user%5Clogin'],
    ['a dot-dot with an encoded slash', 'products/..%2f..%2f__sandbox/reset'],
    ['a double encoding', 'user/%256cogin'],
    ['a double-encoded slash', 'user%252flogin'],
    ['a control character', 'user/login%0d%0aX-Injected:%201'],
    ['a NUL', 'basket%00'],
  ])('answers 400 to %s, and the dashboard hears nothing', async (_, path) => {
    expect((await call(path, { method: 'POST', body: form(DEMO) })).status).toBe(400);
    expect(dashboard.seen).toEqual([]);
  });

  it.each([
    ['a path the contract does not name', 'GET', 'promotion'],
    ['a sandbox-only path', 'POST', 'reset'],
    ['a known path with another method', 'GET', 'user/login'],
    ['a known path with DELETE', 'DELETE', 'basket'],
    ['a prototype key', 'GET', '__proto__'],
  ])('answers 404 to %s, and the dashboard hears nothing', async (_, method, path) => {
    expect((await call(path, { method })).status).toBe(404);
    expect(dashboard.seen).toEqual([]);
  });
});

describe('limits hold under a burst', () => {
  it('lets at most 10 of 30 parallel wrong sign-ins for one e-mail reach the dashboard', async () => {
    const limits = limitsWith();
    const answers = await Promise.all(Array.from({ length: 30 }, () => wrongSignIn('user/login', limits)));
    expect(dashboard.count('POST /api/user/login')).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(20);
    // And the owner, from elsewhere, is not locked out by one client's burst.
    expect((await call('user/login', { method: 'POST', body: form(DEMO), peer: '192.0.2.77' }, { limits })).status).toBe(200);
  });

  it('gives a successful sign-in’s attempt back, so the owner’s own mistakes do not add up', async () => {
    const limits = limitsWith({ failedSignInsPerEmail: 2 });
    expect((await wrongSignIn('user/login', limits)).status).toBe(422);
    expect((await call('user/login', { method: 'POST', body: form(DEMO) }, { limits })).status).toBe(200);
    expect((await wrongSignIn('user/login', limits)).status).toBe(422);
    expect((await wrongSignIn('user/login', limits)).status).toBe(422);
    expect((await wrongSignIn('user/login', limits)).status).toBe(429);
  });

  it('slows a guesser spread over many addresses with a per-e-mail limit across clients', async () => {
    const limits = limitsWith({ failedSignInsPerEmailAllClients: 4 });
    for (let index = 1; index <= 4; index += 1) expect((await wrongSignIn('user/login', limits, { peer: `198.51.100.${index}` })).status).toBe(422);
    const blocked = await wrongSignIn('user/login', limits, { peer: '198.51.100.99' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
    // Another e-mail is untouched.
    const other = await call('user/login', { method: 'POST', body: form({ email: 'someone@example.com', password: 'x' }), peer: '198.51.100.99' }, { limits });
    expect(other.status).toBe(422);
  });
});

describe('the client address', () => {
  it('ignores a client’s own x-forwarded-for when no trusted proxy is configured', async () => {
    const limits = limitsWith({ failedSignInsPerEmail: 3 });
    for (let index = 1; index <= 3; index += 1) {
      expect((await wrongSignIn('user/login', limits, { headers: { 'x-forwarded-for': `192.0.2.${index}` } })).status).toBe(422);
    }
    expect((await wrongSignIn('user/login', limits, { headers: { 'x-forwarded-for': '192.0.2.200' } })).status).toBe(429);
  });

  it('gives a peer address that a caller writes itself, without the server’s stamp or with a wrong one, no limits of its own', async () => {
    const limits = limitsWith({ failedSignInsPerEmail: 3 });
    const genuine = stampedPeer(PEER)[PEER_STAMP_HEADER];
    const wrongStamp = `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`;
    const forged = (peer: string, stamp?: string) => {
      const headers = new Headers({ [PEER_ADDRESS_HEADER]: peer, 'content-type': 'application/x-www-form-urlencoded' });
      if (stamp !== undefined) headers.set(PEER_STAMP_HEADER, stamp);
      const body = form({ email: DEMO.email, password: 'not-the-password' });
      return door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body, headers }), { limits });
    };
    // A new address on every call, as a client resetting its limits would send: one shared count.
    expect((await forged('192.0.2.11')).status).toBe(422);
    expect((await forged('192.0.2.12', wrongStamp)).status).toBe(422);
    expect((await forged('192.0.2.13', '')).status).toBe(422);
    expect((await forged('192.0.2.14', `${genuine}x`)).status).toBe(429);
    // A call the server stamped has its own count.
    expect((await wrongSignIn('user/login', limits, { peer: '192.0.2.14' })).status).toBe(422);
  });

  it('reads x-forwarded-for when the peer is a trusted proxy', async () => {
    process.env.DOOR_TRUSTED_PROXIES = '10.0.0.5';
    const limits = limitsWith({ failedSignInsPerEmail: 1 });
    const viaProxy = (client: string) => wrongSignIn('user/login', limits, { peer: '10.0.0.5', headers: { 'x-forwarded-for': `6.6.6.6, ${client}` } });
    expect((await viaProxy('192.0.2.1')).status).toBe(422);
    expect((await viaProxy('192.0.2.1')).status).toBe(429);
    expect((await viaProxy('192.0.2.2')).status).toBe(422);
  });

  it('tells the dashboard the settled address, not the client’s own header', async () => {
    let forwardedFor: string | null = null;
    const listener = ({ request }: { request: Request }) => {
      if (request.url.startsWith(SANDBOX_ORIGIN)) forwardedFor = request.headers.get('x-forwarded-for');
    };
    server.events.on('request:start', listener);
    await call('products', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    server.events.removeListener('request:start', listener);
    expect(forwardedFor).toBe(PEER);
  });
});

describe('the shop’s origin', () => {
  it('refuses another scheme or port, and same-site, for state-changing calls', async () => {
    const basket = (headers: Record<string, string>) => call('basket/delete', { method: 'POST', body: form({ id: '1' }), headers });
    const shop = new URL(BROWSER_ORIGIN);
    expect((await basket({ origin: `https://${shop.host}` })).status).toBe(403);
    expect((await basket({ origin: `${shop.protocol}//${shop.hostname}:1` })).status).toBe(403);
    expect((await basket({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await call('order/cancel', { method: 'POST', body: 'order_id=1', headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403);
    expect((await call('order/cancel?order_id=1')).status).toBe(404);
    expect(dashboard.seen).toEqual([]);
    const own = await call('basket', { method: 'POST', headers: { origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
  });
});
