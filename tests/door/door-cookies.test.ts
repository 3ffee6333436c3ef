// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PERSISTENT_MAX_AGE_SECONDS } from '@/server/door/cookies';
import { AUTH_COOKIE, PROFILE_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';
import { sandbox } from '../msw/server';
import { callDoor, cookieHeaderFrom, DEMO, setCookiesOf, signIn } from './door-helpers';

describe('door: visitor session', () => {
  it('sets the session token in an httpOnly cookie and never shows it to the browser', async () => {
    const response = await callDoor('default/session');
    expect(response.status).toBe(200);
    const session = setCookiesOf(response).get(SESSION_COOKIE);
    expect(session?.value).toMatch(/.{8,}/);
    expect(session?.line).toMatch(/HttpOnly/i);
    expect(session?.line).toMatch(/SameSite=Lax/i);
    expect(session?.line).toMatch(/Path=\//);
    const text = await response.text();
    expect(text).not.toContain(decodeURIComponent(session!.value));
    expect(JSON.parse(text)).not.toHaveProperty('token');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gets a session on the first call that needs one and keeps it while the cookie is sent', async () => {
    const first = await callDoor('default');
    expect(first.status).toBe(200);
    expect(setCookiesOf(first).has(SESSION_COOKIE)).toBe(true);

    const again = await callDoor('default/session', { cookie: cookieHeaderFrom(first) });
    expect(again.status).toBe(200);
    expect(setCookiesOf(again).has(SESSION_COOKIE)).toBe(false);
  });
});

describe('door: a session the dashboard no longer knows', () => {
  it('is replaced on the next visitor call, which then succeeds', async () => {
    const response = await callDoor('basket', { method: 'POST', cookie: `${SESSION_COOKIE}=forgotten-token` });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('basket');
    expect(setCookiesOf(response).get(SESSION_COOKIE)?.value).not.toBe('forgotten-token');
  });

  it('is kept when a live visitor session merely calls something that needs sign-in', async () => {
    const session = await callDoor('default/session');
    const response = await callDoor('user/user-get', { method: 'POST', cookie: cookieHeaderFrom(session) });
    expect(response.status).toBe(401);
    expect(setCookiesOf(response).has(SESSION_COOKIE)).toBe(false);
  });
});

describe('door: sign-in', () => {
  it('keeps the auth key in an httpOnly cookie for the browser session only, without remember-me', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('auth_key');
    expect(JSON.parse(body).user).toMatchObject({ email: DEMO.email });

    const cookies = setCookiesOf(response);
    const auth = cookies.get(AUTH_COOKIE);
    expect(body).not.toContain(decodeURIComponent(auth!.value));
    expect(auth?.line).toMatch(/HttpOnly/i);
    expect(auth?.line).toMatch(/SameSite=Lax/i);
    expect(auth?.line).not.toMatch(/Max-Age|Expires/i);
    expect(auth?.line).not.toMatch(/Secure/i);
  });

  it('sets a readable profile cookie with the name and e-mail, never the key', async () => {
    const profile = setCookiesOf(await signIn()).get(PROFILE_COOKIE);
    expect(profile?.line).not.toMatch(/HttpOnly/i);
    const data = JSON.parse(decodeURIComponent(profile!.value));
    expect(data).toMatchObject({ email: DEMO.email, first_name: expect.any(String), last_name: expect.any(String) });
    expect(typeof data.id).toBe('number');
    expect(data).not.toHaveProperty('auth_key');
  });

  it.each([
    ['urlencoded 1', () => new URLSearchParams({ ...DEMO, rememberMe: '1' })],
    ['urlencoded true', () => new URLSearchParams({ ...DEMO, rememberMe: 'true' })],
    ['multipart on', () => formData({ ...DEMO, rememberMe: 'on' })],
  ])('persists the sign-in for 30 days with remember-me (%s)', async (_label, body) => {
    const response = await callDoor('user/login', { method: 'POST', body: body() });
    expect(response.status).toBe(200);
    const cookies = setCookiesOf(response);
    for (const name of [AUTH_COOKIE, PROFILE_COOKIE]) {
      expect(cookies.get(name)?.line).toContain(`Max-Age=${PERSISTENT_MAX_AGE_SECONDS}`);
    }
  });

  it('marks the cookies Secure in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const cookies = setCookiesOf(await signIn());
      for (const name of [SESSION_COOKIE, AUTH_COOKIE, PROFILE_COOKIE]) expect(cookies.get(name)?.line).toMatch(/; Secure/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('does not persist with rememberMe=0', async () => {
    const auth = setCookiesOf(await signIn({ rememberMe: '0' })).get(AUTH_COOKIE);
    expect(auth?.line).not.toMatch(/Max-Age|Expires/i);
  });

  it('passes a wrong password on as 422 with the server text and sets no auth cookie', async () => {
    const response = await signIn({ password: 'Wrong-pass-1' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Incorrect email or password');
    expect(setCookiesOf(response).has(AUTH_COOKIE)).toBe(false);
  });
});

describe('door: signed-in calls, logout and 401', () => {
  it('sends the key upstream, so user-get answers the customer; a visitor gets 401', async () => {
    const session = await callDoor('default/session');
    const login = await signIn();
    const signedIn = await callDoor('user/user-get', { method: 'POST', cookie: cookieHeaderFrom(session, login) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain(DEMO.email);

    const visitor = await callDoor('user/user-get', { method: 'POST', cookie: cookieHeaderFrom(session) });
    expect(visitor.status).toBe(401);
  });

  it('logout clears the auth and profile cookies, and the old key no longer works', async () => {
    const login = await signIn({ rememberMe: '1' });
    const logout = await callDoor('user/logout', { method: 'POST', cookie: cookieHeaderFrom(login) });
    const cleared = setCookiesOf(logout);
    expect(cleared.get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cleared.get(PROFILE_COOKIE)?.line).toMatch(/Max-Age=0/);

    const stale = await callDoor('user/user-get', { method: 'POST', cookie: cookieHeaderFrom(login) });
    expect(stale.status).toBe(401);
  });

  it('an unknown key gets the 401 through and the cookies cleared', async () => {
    const profile = encodeURIComponent(JSON.stringify({ id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c' }));
    const response = await callDoor('user/user-get', {
      method: 'POST',
      cookie: `${AUTH_COOKIE}=not-a-key; ${PROFILE_COOKIE}=${profile}`,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('message');
    const cookies = setCookiesOf(response);
    expect(cookies.get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cookies.get(PROFILE_COOKIE)?.line).toMatch(/Max-Age=0/);
  });
});

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('door: a password reset', () => {
  it('clears the sign-in cookies of the browser it was made in, whose key the reset revoked', async () => {
    const login = await signIn();
    await callDoor('user/forgot-password', { method: 'POST', body: formData({ email: DEMO.email }) });
    const token = sandbox.db().outbox.findLast((mail) => mail.to === DEMO.email && mail.meta?.kind === 'reset-password')?.meta?.token ?? '';
    const reset = await callDoor('user/new-password', {
      method: 'POST',
      cookie: cookieHeaderFrom(login),
      body: formData({ token, password: 'Brand-new-pass-9' }),
    });
    expect(reset.status).toBe(200);
    const cleared = setCookiesOf(reset);
    expect(cleared.get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cleared.get(PROFILE_COOKIE)?.line).toMatch(/Max-Age=0/);
  });

  it('keeps them when the reset is refused', async () => {
    const login = await signIn();
    const refused = await callDoor('user/new-password', {
      method: 'POST',
      cookie: cookieHeaderFrom(login),
      body: formData({ token: 'not-a-token', password: 'Brand-new-pass-9' }),
    });
    expect(refused.status).toBe(422);
    expect(setCookiesOf(refused).has(AUTH_COOKIE)).toBe(false);
    const still = await callDoor('user/user-get', { method: 'POST', cookie: cookieHeaderFrom(login) });
    expect(still.status).toBe(200);
  });
});
