// @vitest-environment node
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { callDoor, cookieHeaderFrom, setCookiesOf, signIn } from './door-helpers';

/** The sandbox's answer as a dashboard whose user model serialises its key might send it: on the user, deeper, in an error. */
function leakingKey(path: string, key: string) {
  return http.post(`${SANDBOX_ORIGIN}/api/${path}`, async ({ request }) => {
    const real = await sandbox.app.fetch(request);
    const body = (await real.json()) as Record<string, unknown>;
    const user = (body.user ?? {}) as Record<string, unknown>;
    const leaked = {
      ...body,
      user: { ...user, auth_key: key, AUTH_KEY: key, tokens: [{ auth_key: key, kind: 'api' }] },
      meta: { session: { owner: { auth_key: key } } },
    };
    // JSON may spell the name with an escape; it is the same member for every reader.
    const text = JSON.stringify(leaked).replace('"tokens"', `"auth\\u005fkey":"${key}","tokens"`);
    return new Response(text, { status: real.status, headers: { 'content-type': 'application/json' } });
  });
}

async function signedIn() {
  const answer = await signIn();
  return { cookie: cookieHeaderFrom(answer), key: decodeURIComponent(setCookiesOf(answer).get(AUTH_COOKIE)!.value) };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('door: the customer’s key never reaches the browser in any answer', () => {
  it.each([
    ['user/user-get', () => undefined],
    ['user/names', () => new URLSearchParams({ first_name: 'Robin', last_name: 'Oakley' })],
    [
      'user/user-img-upload',
      () => {
        const form = new FormData();
        form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
        return form;
      },
    ],
  ])('%s: every auth_key is taken out, at any depth and in any spelling JSON allows', async (path, body) => {
    const { cookie, key } = await signedIn();
    server.use(leakingKey(path, key));
    const answer = await callDoor(path, { method: 'POST', cookie, body: body() });
    const text = await answer.text();

    expect(text).not.toContain(key);
    expect(text).not.toMatch(/auth(_|\\u005f)key/i);
    const data = JSON.parse(text);
    expect(data.user.tokens).toEqual([{ kind: 'api' }]);
    expect(data.meta).toEqual({ session: { owner: {} } });
  });

  it('takes it out of a refusal too', async () => {
    const { cookie, key } = await signedIn();
    server.use(leakingKey('user/names', key));
    const answer = await callDoor('user/names', { method: 'POST', cookie, body: new URLSearchParams({ first_name: '' }) });
    expect(answer.status).toBe(422);
    expect(await answer.text()).not.toContain(key);
  });

  it('refuses an answer that names the key but is not JSON, rather than pass it on', async () => {
    const { cookie, key } = await signedIn();
    server.use(http.post(`${SANDBOX_ORIGIN}/api/user/user-get`, () => new Response(`<pre>auth_key => ${key}</pre>`, { headers: { 'content-type': 'text/html' } })));
    const answer = await callDoor('user/user-get', { method: 'POST', cookie });
    expect(answer.status).toBe(502);
    expect(await answer.text()).not.toContain(key);
  });

  it('passes an answer without a key as it came', async () => {
    const { cookie } = await signedIn();
    const answer = await callDoor('user/user-get', { method: 'POST', cookie });
    expect(answer.status).toBe(200);
    expect((await answer.json()).user).toHaveProperty('email');
  });
});
