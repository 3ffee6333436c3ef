// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as addToBasket } from '@/app/[locale]/basket/add/route';
import { basketForPage } from '@/app/[locale]/basket/_form/read-basket';
import { dashboardGet } from '@/server/dashboard/cached-reads';
import { callDashboard, dashboardAddress, DashboardFailure, withIdentity } from '@/server/dashboard/client';
import { customerRead, personalRead, type CookieJar } from '@/server/dashboard/customer-read';
import { deadlineIn } from '@/server/dashboard/deadline';
import { failureAnswer } from '@/server/door/answers';
import { passUpload } from '@/server/door/uploads';
import { lastPageOf } from '@/server/lists/last-page';
import { toForm } from '@/shared/api/client';
import { AUTH_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server } from '../msw/server';
import { callDoor, cookieHeaderFrom, DEMO, setCookiesOf } from '../door/door-helpers';

// The server's one way to the dashboard (src/server/dashboard/), tried against the sandbox.

/** The page's cookies, as next/headers gives them to a server component. */
let pageCookies: CookieJar = { get: () => undefined };
vi.mock('next/headers', () => ({ cookies: async () => pageCookies }));

const jarOf = (cookies: Record<string, string>): CookieJar => ({ get: (name) => (name in cookies ? { value: cookies[name] } : undefined) });

/** A cookie header's values by name, as the browser sends back what the door set. */
const cookiesIn = (header: string) => Object.fromEntries(header.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

async function signInKey(): Promise<string> {
  const answer = await fetch(`${SANDBOX_ORIGIN}/api/user/login`, { method: 'POST', body: toForm(DEMO) });
  return ((await answer.json()) as { auth_key: string }).auth_key;
}

/** A visitor whose basket holds one line of 3, added with the product page's plain form (through the door). */
async function visitorWithALine(): Promise<Record<string, string>> {
  const fields = { slug: 'nordwood-tone-led-hardwax-oil', return_to: '/products', sheen: '2', type: '2', color: '9', count: '3' };
  const headers = { host: 'localhost:3000', origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin' };
  const added = await addToBasket(new Request(`${BROWSER_ORIGIN}/basket/add`, { method: 'POST', body: new URLSearchParams(fields), headers }));
  expect(added.headers.get('location')).toBe('/basket');
  return cookiesIn(cookieHeaderFrom(added));
}

/** A dashboard that takes `ms` to answer anything. */
function slowDashboard(ms: number) {
  server.use(
    http.all(`${SANDBOX_ORIGIN}/*`, async () => {
      await delay(ms);
      return HttpResponse.json({ data: {} });
    }),
  );
}

const dashboardDown = () => server.use(http.all(`${SANDBOX_ORIGIN}/*`, () => HttpResponse.error()));

afterEach(() => {
  delete process.env.DOOR_TIMEOUT_MS;
  pageCookies = { get: () => undefined };
});

describe('dashboard client: who is asking', () => {
  it('reads a visitor’s basket with their session, and nobody’s without one', async () => {
    const visitor = await visitorWithALine();
    const read = await personalRead<BasketAnswer>(jarOf(visitor), { method: 'POST', path: 'basket', reader: 'visitor' });
    expect(read.kind === 'found' && read.data.basket.data.map((line) => line.count)).toEqual([3]);
    expect(await personalRead(jarOf({ [SESSION_COOKIE]: 'a-token-the-dashboard-never-gave' }), { method: 'POST', path: 'basket', reader: 'visitor' })).toEqual({ kind: 'signed-out' });
    expect(await personalRead(jarOf({}), { method: 'POST', path: 'basket', reader: 'visitor' })).toEqual({ kind: 'signed-out' });
  });

  it('shows the basket page the visitor’s own lines (the page read, without scripts)', async () => {
    pageCookies = jarOf(await visitorWithALine());
    expect((await basketForPage())?.basket.data.map((line) => line.count)).toEqual([3]);
    pageCookies = jarOf({});
    expect(await basketForPage()).toBeNull();
  });

  it('reads a customer’s order with their sign-in key only: a visitor’s session is not enough', async () => {
    const apiKey = await signInKey();
    const read = await customerRead<OrderDetail>(jarOf({ [AUTH_COOKIE]: apiKey }), 'POST', 'order', { order_id: '9003' });
    expect(read.kind === 'found' && read.data.order_id).toBe(9003);
    const visitor = cookiesIn(cookieHeaderFrom(await callDoor('default/session')));
    expect(await customerRead(jarOf(visitor), 'POST', 'order', { order_id: '9003' })).toEqual({ kind: 'signed-out' });
  });

  it('sends the session and the key as the dashboard’s identity headers, and the content type only with a body', async () => {
    const seen: Headers[] = [];
    server.use(http.all(`${SANDBOX_ORIGIN}/api/echo`, ({ request }) => (seen.push(request.headers), HttpResponse.json({}))));
    const headers = withIdentity(new Headers({ 'content-type': 'text/plain' }), { sessionToken: 'visitor-token', apiKey: 'customer-key' }, false);
    await callDashboard(dashboardAddress('echo'), { method: 'GET', headers }, deadlineIn());
    expect(seen[0].get('x-session-token')).toBe('visitor-token');
    expect(seen[0].get('x-api-key')).toBe('customer-key');
    expect(seen[0].get('content-type')).toBeNull();
  });
});

describe('dashboard client: a dashboard past the deadline', () => {
  it('gives up at DOOR_TIMEOUT_MS with a timeout, which the door answers as it answers its own: 504 and the same message', async () => {
    process.env.DOOR_TIMEOUT_MS = '150';
    slowDashboard(3_000);
    const started = Date.now();
    const failure = await customerRead(jarOf({ [AUTH_COOKIE]: 'key' }), 'POST', 'order', { order_id: '9003' }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(failure).toBeInstanceOf(DashboardFailure);
    expect((failure as DashboardFailure).kind).toBe('timeout');

    const door = await callDoor('products');
    const mapped = failureAnswer(failure as DashboardFailure);
    expect([mapped.status, await mapped.json()]).toEqual([door.status, await door.json()]);
    expect(door.status).toBe(504);
  });

  it('times out an answer whose body stalls after its head, rather than taking half of it', async () => {
    process.env.DOOR_TIMEOUT_MS = '150';
    server.use(
      http.all(`${SANDBOX_ORIGIN}/api/*`, () => {
        const stalled = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')) });
        return new HttpResponse(stalled, { headers: { 'content-type': 'application/json' } });
      }),
    );
    await expect(dashboardGet('/products', { fresh: true })).rejects.toMatchObject({ name: 'DashboardFailure', kind: 'timeout' });
  });

  it('answers /uploads with 504, and leaves a list’s page count to the page', async () => {
    process.env.DOOR_TIMEOUT_MS = '150';
    slowDashboard(3_000);
    expect((await passUpload(new Request(`${BROWSER_ORIGIN}/uploads/img/a.png`))).status).toBe(504);
    expect(await lastPageOf('/products', { q: 'slow' })).toBeNull();
  });
});

describe('dashboard client: a dashboard that is down', () => {
  it('is unreachable: the door answers 502 with its message, /uploads 502, and the page reads fail or show nothing', async () => {
    dashboardDown();
    const door = await callDoor('default/session');
    expect(door.status).toBe(502);
    expect((await door.json()).message).toMatch(/cannot be reached/);
    expect(setCookiesOf(door).size).toBe(0);

    expect((await passUpload(new Request(`${BROWSER_ORIGIN}/uploads/img/a.png`))).status).toBe(502);
    await expect(dashboardGet('/default/home', { fresh: true })).rejects.toMatchObject({ name: 'DashboardFailure', kind: 'unreachable' });
    await expect(customerRead(jarOf({ [AUTH_COOKIE]: 'key' }), 'GET', 'jobs')).rejects.toMatchObject({ kind: 'unreachable' });
    pageCookies = jarOf({ [SESSION_COOKIE]: 'token' });
    expect(await basketForPage()).toBeNull();
    expect(await lastPageOf('/articles', { type: 'down' })).toBeNull();
  });
});
