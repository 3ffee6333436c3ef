// @vitest-environment node
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type DoorLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, resetBrowser, sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { stampedPeer } from './peer-stamp';

const VICTIM = 'victim@example.com';
let limits: DoorLimits;
beforeEach(() => {
  resetBrowser();
  limits = createAbuseLimits(abuseLimitConfig({}));
});

function send(path: string, body: BodyInit | null, contentType?: string, peer = '198.51.100.30'): Promise<Response> {
  const headers: Record<string, string> = stampedPeer(peer);
  if (contentType) headers['content-type'] = contentType;
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body, headers }), { limits });
}
const urlencoded = (path: string, text: string, peer?: string) => send(path, text, 'application/x-www-form-urlencoded', peer);

/** The subscribe call as PHP reads a form: a name ends at its first NUL, and the last of repeated fields wins. */
function phpCutsNamesAtNul(subscribed: string[]) {
  server.use(
    http.post(`${SANDBOX_ORIGIN}/api/subscribe`, async ({ request }) => {
      const read = new Map([...new URLSearchParams(await request.text())].map(([name, value]) => [name.split('\0')[0], value]));
      subscribed.push(read.get('email') ?? '');
      const headers = new Headers(request.headers);
      return sandbox.app.fetch(new Request(request.url, { method: 'POST', headers, body: new URLSearchParams([...read]) }));
    }),
  );
}

describe('door: field names with control characters', () => {
  it('refuses `email%00` beside a decoy e-mail, so the per-e-mail limit counts the e-mail the dashboard reads', async () => {
    const subscribed: string[] = [];
    phpCutsNamesAtNul(subscribed);
    const dashboard = watchDashboard();
    try {
      // The subscribe limit is 3 per e-mail an hour; each decoy is new, so only the NUL could carry the victim past it.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await urlencoded('subscribe', `email=decoy${attempt}%40example.com&email%00=${encodeURIComponent(VICTIM)}`, `198.51.100.${40 + attempt}`);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ message: 'That request is not valid.' });
      }
      expect(dashboard.count('POST /api/subscribe')).toBe(0);
      expect(subscribed).toEqual([]);
    } finally {
      dashboard.stop();
    }
  });

  it('refuses C0, DEL and C1 characters in a name, in a form, a multipart body, JSON and the query', async () => {
    for (const name of ['email%00', 'email%01', 'em%09ail', 'email%0A', 'email%7F', 'email%C2%85', 'email%C2%9F']) {
      expect((await urlencoded('subscribe', `email=a%40example.com&${name}=${encodeURIComponent(VICTIM)}`)).status, name).toBe(400);
    }
    const form = new FormData();
    form.append('email', 'decoy@example.com');
    form.append('email\0', VICTIM);
    expect((await send('subscribe', form)).status).toBe(400);
    expect((await send('subscribe', `{"email":"decoy@example.com","email\\u0000":"${VICTIM}"}`, 'application/json')).status).toBe(400);
    expect((await urlencoded(`subscribe?email%00=${encodeURIComponent(VICTIM)}`, 'email=decoy%40example.com')).status).toBe(400);
  });

  it('refuses them on calls whose fields the door does not read too, and passes plain names', async () => {
    const dashboard = watchDashboard();
    try {
      expect((await urlencoded('basket', 'product_id%00=1&count=1')).status).toBe(400);
      const form = new FormData();
      form.append('first_name\u0085', 'Pat');
      expect((await send('user/names', form)).status).toBe(400);
      expect(dashboard.seen).toEqual([]);
    } finally {
      dashboard.stop();
    }
    expect((await urlencoded('subscribe', 'email=plain%40example.com')).status).toBe(200);
  });
});
