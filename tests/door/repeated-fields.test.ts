// @vitest-environment node
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type DoorLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, resetBrowser, sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { DEMO } from './door-helpers';
import { stampedPeer } from './peer-stamp';

const GUESSER = '198.51.100.20';
let limits: DoorLimits;
beforeEach(() => {
  resetBrowser();
  limits = createAbuseLimits({ ...abuseLimitConfig({}), failedSignInsPerEmail: 3 });
});

function send(path: string, body: BodyInit | null, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = stampedPeer(GUESSER);
  if (contentType) headers['content-type'] = contentType;
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body, headers }), { limits });
}

const urlencoded = (text: string) => send('user/login', text, 'application/x-www-form-urlencoded');
const json = (text: string) => send('user/login', text, 'application/json');
const victim = encodeURIComponent(DEMO.email);

/**
 * The dashboard as PHP reads a form: the last of repeated fields wins. The sandbox reads the
 * first; the storefront must be safe with either, so these calls reach the sandbox as PHP would
 * have read them.
 */
function phpReadsTheLastField() {
  server.use(
    http.post(`${SANDBOX_ORIGIN}/api/user/login`, async ({ request }) => {
      const last = new Map(new URLSearchParams(await request.text()));
      const headers = new Headers(request.headers);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      return sandbox.app.fetch(new Request(request.url, { method: 'POST', headers, body: new URLSearchParams([...last]) }));
    }),
  );
}

describe('door: a field the door reads, sent more than once', () => {
  it('refuses a repeated e-mail with 400 before the dashboard is asked', async () => {
    const dashboard = watchDashboard();
    try {
      const response = await urlencoded(`email=decoy1%40example.com&email=${victim}&password=guess`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'That request is not valid.' });
      expect(dashboard.count('POST /api/user/login')).toBe(0);
    } finally {
      dashboard.stop();
    }
  });

  it('no longer lets a decoy e-mail carry guesses at the victim’s password past the victim’s limit', async () => {
    phpReadsTheLastField();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await urlencoded(`email=decoy${attempt}%40example.com&email=${victim}&password=guess-${attempt}`);
      expect(response.status).toBe(400);
    }
    // Sent plainly, the guesses meet the victim's own count.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await urlencoded(`email=${victim}&password=guess`)).status).toBe(422);
    expect((await urlencoded(`email=${victim}&password=guess`)).status).toBe(429);
  });

  it('refuses the e-mail spelled as a list, with a leading space or an encoded name', async () => {
    for (const body of [`email[]=${victim}&password=x`, `email[0]=${victim}&password=x`, `+email=${victim}&password=x`, `e%6Dail=a%40b.c&email=${victim}`, `rememberMe=1&rememberMe=0&email=${victim}`]) {
      expect((await urlencoded(body)).status, body).toBe(400);
    }
  });

  it('refuses a repeated e-mail in a multipart body, and a JSON body with a repeated or listed e-mail', async () => {
    const form = new FormData();
    form.append('email', 'decoy@example.com');
    form.append('email', DEMO.email);
    form.append('password', 'guess');
    expect((await send('user/login', form)).status).toBe(400);
    expect((await json(`{"email":"decoy@example.com","password":"guess","email":"${DEMO.email}"}`)).status).toBe(400);
    expect((await json(`{"\\u0065mail":"decoy@example.com","email":"${DEMO.email}"}`)).status).toBe(400);
    expect((await json(`{"email":["${DEMO.email}"],"password":"guess"}`)).status).toBe(400);
    // Nested keys of the same name are no repeat.
    expect((await json(`{"email":"${DEMO.email}","password":"guess","meta":{"email":"x"}}`)).status).toBe(422);
  });

  it('reads the body by its media type as PHP does, so a second type named after a comma changes nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send('user/login', `email=${victim}&password=guess`, 'application/x-www-form-urlencoded, application/json')).status).toBe(422);
    }
    expect((await urlencoded(`email=${victim}&password=guess`)).status).toBe(429);
    expect((await send('user/login', `email=${victim}&password=guess`, 'text/plain')).status).toBe(400);
  });

  it('refuses the e-mail repeated in the query, or in the query beside the body', async () => {
    expect((await send('user/login?email=a%40b.c&email=d%40e.f', `password=guess`, 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await send(`user/login?email=${victim}`, 'email=decoy%40example.com&password=guess', 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it('refuses a repeated e-mail on the calls an e-mail limit counts, and leaves lists of other fields alone', async () => {
    expect((await send('subscribe', 'email=a%40example.com&email=b%40example.com', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await send('user/forgot-password', `email=a%40example.com&email=${victim}`, 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await send('subscribe', 'email=new%40example.com&tag[]=a&tag[]=b', 'application/x-www-form-urlencoded')).status).toBe(200);
  });
});
