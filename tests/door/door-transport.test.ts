// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, PROFILE_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';
import { SANDBOX_ORIGIN, server } from '../msw/server';
import { callDoor, setCookiesOf } from './door-helpers';

const signedInCookie = `${SESSION_COOKIE}=visitor-token; ${AUTH_COOKIE}=some-key; ${PROFILE_COOKIE}=%7B%7D`;

/** Stands in for the dashboard only to report what reached it. */
function echoUpstream() {
  server.use(
    http.all(`${SANDBOX_ORIGIN}/api/*`, async ({ request }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      return HttpResponse.json(
        {
          method: request.method,
          url: request.url,
          headers: Object.fromEntries(request.headers),
          body: Buffer.from(bytes).toString('base64'),
        },
        { headers: { 'set-cookie': 'upstream=1; Path=/' } },
      );
    }),
  );
}

afterEach(() => {
  delete process.env.DOOR_TIMEOUT_MS;
});

describe('door: what it forwards', () => {
  it('passes a multipart body byte for byte with its boundary and path, and no query on a POST', async () => {
    echoUpstream();
    const form = new FormData();
    form.append('title', 'Great oil');
    form.append('img_path[]', new File([new Uint8Array([0, 255, 137, 80, 78, 71])], 'floor.png', { type: 'image/png' }));
    const original = new Request('http://localhost:3000/x', { method: 'POST', body: form });
    const contentType = original.headers.get('content-type')!;
    const bytes = new Uint8Array(await original.clone().arrayBuffer());

    const response = await callDoor('requests?lang=en', {
      method: 'POST',
      body: bytes,
      cookie: signedInCookie,
      headers: { 'content-type': contentType, 'accept-language': 'en-US', connection: 'keep-alive' },
    });
    const seen = await response.json();
    expect(seen.method).toBe('POST');
    // A PHP dashboard may read a query field in place of the body's (`$_REQUEST`).
    expect(seen.url).toBe(`${SANDBOX_ORIGIN}/api/requests`);
    expect(seen.headers['content-type']).toBe(contentType);
    expect(seen.body).toBe(Buffer.from(bytes).toString('base64'));
    expect(seen.headers).toMatchObject({ 'x-api-key': 'some-key', 'x-session-token': 'visitor-token' });
    expect(seen.headers).not.toHaveProperty('cookie');
    expect(seen.headers).not.toHaveProperty('connection');
    // An English page's call: the dashboard answers in its English, asked nothing.
    expect(seen.headers).not.toHaveProperty('accept-language');
  });

  it("tells the dashboard a French page's language, and never a browser's own list or an odd spelling", async () => {
    const languageSent = async (value: string) => {
      echoUpstream();
      const seen = await (await callDoor('default/coupon?code=SPRING&orderId=', { cookie: signedInCookie, headers: { 'accept-language': value } })).json();
      return seen.headers['accept-language'] ?? null;
    };
    expect(await languageSent('fr-CA')).toBe('fr-CA');
    expect(await languageSent(' FR-ca ')).toBe('fr-CA');
    // A browser that prefers French, on an English page (the shop's client sends the page's own tag).
    expect(await languageSent('fr-CA,fr;q=0.9,en;q=0.8')).toBeNull();
    expect(await languageSent('fr')).toBeNull();
    expect(await languageSent('fr-CA;q=1')).toBeNull();
    expect(await languageSent('en-US')).toBeNull();
  });

  it("answers the door's own refusals in the page's language", async () => {
    const french = await callDoor('jobs', { headers: { 'accept-language': 'fr-CA' } });
    expect(french.status).toBe(401);
    expect(await french.json()).toEqual({ message: 'Veuillez vous connecter pour continuer.' });
    const english = await callDoor('jobs', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(await english.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('passes a GET its query', async () => {
    echoUpstream();
    const seen = await (await callDoor('default/coupon?code=SPRING&orderId=', { cookie: signedInCookie })).json();
    expect(seen.url).toBe(`${SANDBOX_ORIGIN}/api/default/coupon?code=SPRING&orderId=`);
  });

  it("keeps the dashboard's own cookies away from the browser", async () => {
    echoUpstream();
    const response = await callDoor('products', { cookie: signedInCookie });
    expect(response.status).toBe(200);
    expect(setCookiesOf(response).has('upstream')).toBe(false);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses paths that climb out of /api', async () => {
    echoUpstream();
    const response = await callDoor('products/..%2F..%2F__sandbox%2Freset', { method: 'POST', cookie: signedInCookie });
    expect(response.status).toBe(400);
    expect(await response.json()).not.toHaveProperty('url');
  });
});

describe('door: when the dashboard fails', () => {
  it('answers 504 with a message once the timeout passes, without waiting for the dashboard', async () => {
    process.env.DOOR_TIMEOUT_MS = '150';
    server.use(
      http.all(`${SANDBOX_ORIGIN}/api/*`, async () => {
        await delay(3_000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const response = await callDoor('products', { cookie: signedInCookie });
    expect(response.status).toBe(504);
    expect((await response.json()).message).toMatch(/too long/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers 502 with a message when the dashboard is down', async () => {
    server.use(http.all(`${SANDBOX_ORIGIN}/api/*`, () => HttpResponse.error()));
    const response = await callDoor('default/session');
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/cannot be reached/);
  });

  it('still signs the browser out on logout when the dashboard is down', async () => {
    server.use(http.all(`${SANDBOX_ORIGIN}/api/*`, () => HttpResponse.error()));
    const response = await callDoor('user/logout', { method: 'POST', cookie: signedInCookie });
    expect(response.status).toBe(502);
    expect(setCookiesOf(response).get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
  });
});

describe('door: a browser that leaves mid-call', () => {
  /** A dashboard that answers after 200 ms and records which calls it finished. */
  function slowUpstream(finished: string[]) {
    server.use(
      http.all(`${SANDBOX_ORIGIN}/api/*`, async ({ request }) => {
        await delay(200);
        finished.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ ok: true });
      }),
    );
  }

  it('still finishes a call that changes something (a saved quantity is not lost on reload)', async () => {
    const finished: string[] = [];
    slowUpstream(finished);
    const browser = new AbortController();
    const answer = callDoor('basket', {
      method: 'POST',
      body: new URLSearchParams({ count: '10' }),
      cookie: signedInCookie,
      signal: browser.signal,
    });
    setTimeout(() => browser.abort(), 50);
    expect((await answer).status).toBe(200);
    expect(finished).toEqual(['POST /api/basket']);
  });

  it('stops a read the browser no longer waits for', async () => {
    const finished: string[] = [];
    slowUpstream(finished);
    const browser = new AbortController();
    const answer = callDoor('products', { cookie: signedInCookie, signal: browser.signal });
    setTimeout(() => browser.abort(), 50);
    expect((await answer).status).toBeGreaterThanOrEqual(500);
    expect(finished).toEqual([]);
  });
});
