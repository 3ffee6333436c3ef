// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as clientErrors from '@/app/api/client-errors/route';
import { createLimiter } from '@/server/door/limiter-store';
import { reportAnswer } from '@/server/observability/rum-endpoint';
import { clientErrorsRoute } from '@/server/observability/rum-routes';
import { stampedPeer } from '../door/peer-stamp';
import { BROWSER_ORIGIN } from '../msw/server';
import { seriesValue } from './metric-values';
import { appRouteTemplate } from './page-templates';

const limiter = (points = 100) => createLimiter({ keyPrefix: `errors-test-${Math.random()}`, points, durationSeconds: 60 });

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

function beacon(body: unknown, { headers = {}, peer = '203.0.113.7' }: { headers?: Record<string, string>; peer?: string } = {}) {
  return new Request(`${BROWSER_ORIGIN}/api/client-errors`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin', ...stampedPeer(peer), ...headers },
  });
}

const post = (request: Request, route = clientErrorsRoute(appRouteTemplate, limiter())) => reportAnswer(request, route);
const errorCount = (route: string) => seriesValue('storefront_client_errors_total', { http_route: route });

const STACK = 'TypeError: x is undefined\n    at addLine (https://shop.example/_next/static/chunks/1pbirxm8kge7a.js?dpl=abc:1:23456)';

describe('POST /api/client-errors', () => {
  it('counts the errors under the route template and logs each as one JSON line, answering 204', async () => {
    const before = await errorCount('/basket');
    const response = await post(beacon({ path: '/basket', errors: [{ message: 'TypeError: x is undefined', stack: STACK }, { message: 'Unhandled: offline' }] }));

    expect(response.status).toBe(204);
    expect(await errorCount('/basket')).toBe(before + 2);
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'browser error', http_route: '/basket', error: 'TypeError: x is undefined' }),
      expect.objectContaining({ level: 'error', msg: 'browser error', http_route: '/basket', error: 'Unhandled: offline' }),
    ]);
    // The stack's frames keep their line and column; the script's query goes.
    expect(lines[0].stack).toBe('TypeError: x is undefined\n    at addLine (https://shop.example/_next/static/chunks/1pbirxm8kge7a.js:1:23456)');
  });

  it('keeps nothing of a customer that an error text carried: e-mail, card or phone number, token, an address’s query', async () => {
    const message = 'Error: no account for jo.carver+floors@example.com, card 4111 1111 1111 1111, call 2035550147';
    const stack = `Error: bad token eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuvwxyz0123\n    at https://shop.example/account?email=jo%40example.com#x:1:2`;
    expect((await post(beacon({ path: '/registration-status/jo%40example.com', errors: [{ message, stack }] }))).status).toBe(204);
    const [line] = logged;
    expect(line).not.toMatch(/carver|example\.com\?|4111|2035550147|eyJhbGci|jo%40/);
    expect(JSON.parse(line)).toMatchObject({
      http_route: '/registration-status/[email]',
      error: 'Error: no account for [email], card [number], call [number]',
      stack: 'Error: bad token [token]\n    at https://shop.example/account:1:2',
    });
  });

  describe('refuses a report no page of the shop could send, with 400, counting and logging nothing', () => {
    const cases: [string, unknown][] = [
      ['six errors (a page sends five at most)', { path: '/', errors: Array.from({ length: 6 }, (_, n) => ({ message: `Error ${n}` })) }],
      ['no errors', { path: '/', errors: [] }],
      ['a message over 200 characters', { path: '/', errors: [{ message: 'x'.repeat(201) }] }],
      ['an empty message', { path: '/', errors: [{ message: '' }] }],
      ['a stack over 600 characters', { path: '/', errors: [{ message: 'Error', stack: 'x'.repeat(601) }] }],
      ['a message with a line break (a forged log line)', { path: '/', errors: [{ message: 'Error\n{"level":"info"}' }] }],
      ['a path no route serves', { path: '/.env', errors: [{ message: 'Error' }] }],
    ];
    it.each(cases)('%s', async (_, body) => {
      const before = await errorCount('/');
      expect((await post(beacon(body))).status).toBe(400);
      expect(await errorCount('/')).toBe(before);
      expect(logged).toEqual([]);
    });
  });

  it('refuses another site’s page with 403 and limits each client', async () => {
    const report = { path: '/', errors: [{ message: 'Error' }] };
    expect((await post(beacon(report, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }))).status).toBe(403);
    const route = clientErrorsRoute(appRouteTemplate, limiter(2));
    const statuses = await Promise.all(Array.from({ length: 4 }, () => post(beacon(report), route).then((response) => response.status)));
    expect(statuses.sort()).toEqual([204, 204, 429, 429]);
    expect((await post(beacon(report, { peer: '2001:db8::1' }), route)).status).toBe(204);
  });

  it('is a route of its own, POST only', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => method in clientErrors)).toEqual(['POST']);
  });
});
