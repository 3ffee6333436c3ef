// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN } from '../msw/server';
import { cookieHeaderFrom, DEMO, setCookiesOf } from './door-helpers';

type Door = typeof import('@/server/door/door').door;
let door: Door;

/** The door as production builds it: cookie names are read when the module loads. */
beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.resetModules();
  door = (await import('@/server/door/door')).door;
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const call = (path: string, cookie = '', body: BodyInit = new URLSearchParams()) =>
  door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body, headers: cookie ? { cookie } : {} }));

async function sandboxKey(): Promise<string> {
  const login = new FormData();
  login.set('email', DEMO.email);
  login.set('password', DEMO.password);
  return ((await (await fetch(`${SANDBOX_ORIGIN}/api/user/login`, { method: 'POST', body: login })).json()) as { auth_key: string }).auth_key;
}

describe('door cookies in production carry the __Host- prefix', () => {
  it('sets every cookie as __Host-: Secure, Path=/, no Domain', async () => {
    const answer = await call('user/login', '', new URLSearchParams(DEMO));
    expect(answer.status).toBe(200);
    const cookies = setCookiesOf(answer);
    expect([...cookies.keys()].sort()).toEqual(['__Host-lf_auth', '__Host-lf_device', '__Host-lf_profile', '__Host-lf_session']);
    for (const { line } of cookies.values()) {
      expect(line).toMatch(/; Secure(;|$)/);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/domain=/i);
    }
  });

  it('still signs in a browser holding the earlier names, and replaces them: new name set, old one expired', async () => {
    const key = await sandboxKey();
    const profile = encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Dana', last_name: 'Whitfield', email: DEMO.email, img: null, remember: true }));
    const earlier = `lf_auth=${encodeURIComponent(key)}; lf_profile=${profile}; lf_basket_count=2`;
    const answer = await call('user/user-get', earlier);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: { email: string } }).user.email).toBe(DEMO.email);
    const set = setCookiesOf(answer);
    expect(set.get('__Host-lf_auth')?.value).toBe(encodeURIComponent(key));
    expect(set.get('__Host-lf_auth')?.line).toMatch(/HttpOnly.*Max-Age=2592000/);
    expect(set.get('__Host-lf_basket_count')?.value).toBe('2');
    expect(set.get('__Host-lf_profile')?.line).not.toMatch(/HttpOnly/);
    for (const name of ['lf_auth', 'lf_profile', 'lf_basket_count']) expect(set.get(name)?.line, name).toMatch(/Max-Age=0/);

    // The browser's jar after that answer holds only the new names, and is still signed in.
    const jar = cookieHeaderFrom(new Response(null, { headers: [['set-cookie', `lf_auth=${encodeURIComponent(key)}`], ['set-cookie', `lf_profile=${profile}`]] }), answer);
    expect(jar).not.toMatch(/(^|; )lf_/);
    expect((await call('user/user-get', jar)).status).toBe(200);
  });

  it('keeps a session-only sign-in session-only when it renames it', async () => {
    const key = await sandboxKey();
    const profile = encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Dana', last_name: 'Whitfield', email: DEMO.email, img: null, remember: false }));
    const set = setCookiesOf(await call('user/user-get', `lf_auth=${encodeURIComponent(key)}; lf_profile=${profile}`));
    expect(set.get('__Host-lf_auth')?.line).not.toMatch(/Max-Age/);
  });

  it('the page’s own readers (header count, profile, server pages) read the earlier names until the door replaces them', async () => {
    const { readBasketCountCookie } = await import('@/modules/basket/basket-count-cookie');
    const { readProfileCookie, signedInCustomer } = await import('@/modules/session/profile-cookie');
    const profile = encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Dana', last_name: 'Whitfield', email: DEMO.email, img: null }));
    vi.stubGlobal('document', { cookie: `lf_basket_count=3; lf_profile=${profile}` });
    try {
      expect(readBasketCountCookie()).toBe(3);
      expect(readProfileCookie()?.first_name).toBe('Dana');
      (globalThis.document as { cookie: string }).cookie = `lf_basket_count=3; __Host-lf_basket_count=5`;
      expect(readBasketCountCookie()).toBe(5);
    } finally {
      vi.unstubAllGlobals();
    }
    const jar = new Map([['lf_auth', 'key'], ['lf_profile', decodeURIComponent(profile)]]);
    expect(signedInCustomer({ get: (name) => (jar.has(name) ? { value: jar.get(name)! } : undefined) })?.email).toBe(DEMO.email);
  });
});
