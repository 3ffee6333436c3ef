import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailedLink } from '../e2e/accounts-helpers';
import { APPROVED_CARD } from '../e2e/checkout-helpers';
import { settledDialog } from '../e2e/fixtures';
import { gotoHydrated } from '../e2e/journey-helpers';
import { startCluster, type Cluster, type Instance } from '../scripts/lib/cluster.mjs';
import { E2E_PORTS, SCALE_PORTS } from '../scripts/lib/ports.mjs';
import { TEST_DIST_DIR } from '../scripts/lib/test-build.mjs';
import { AUTH_COOKIE, SESSION_COOKIE } from '../src/shared/api/cookie-names';
import { doorCookie } from '../e2e/door-cookies';
import { DEMO_CUSTOMER, doorOf, fillBasketAndPay, signInOnPage } from './cluster';
import { ancestorsOf, startOtlpReceiver } from './otlp-receiver';

/**
 * What an operator sees of a production instance (docs/operating.md): its log lines, captured
 * from its output, and its traces, received by an OTLP receiver of the test's own.
 */
test.describe.configure({ mode: 'serial' });

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let cluster: Cluster;
let shop: Instance;
const logPath = path.join(tmpdir(), `storefront-log-${randomUUID()}.jsonl`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startOtlpReceiver();
  cluster = await startCluster({
    distDir: TEST_DIST_DIR,
    ports: { sandbox: E2E_PORTS.sandbox, redis: SCALE_PORTS.redis, instances: [SCALE_PORTS.a] },
    // Spans leave within 0.1 s instead of the exporter's 5 s; every line the log can write is on.
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin, OTEL_BSP_SCHEDULE_DELAY: '100', LOG_LEVEL: 'debug' },
    logFile: () => logPath,
  });
  [shop] = cluster.instances;
});

test.afterAll(async () => {
  await cluster?.stop();
  await receiver?.stop();
});

type LogLine = Record<string, unknown>;
const logLines = (): LogLine[] =>
  readFileSync(logPath, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The request line of the request whose answer carried `id`, once it is written. */
async function requestLine(id: string): Promise<LogLine> {
  await expect.poll(() => logLines().some((line) => line.req_id === id && line.msg === 'request')).toBe(true);
  return logLines().find((line) => line.req_id === id && line.msg === 'request')!;
}

/** A visitor's session through the door: the cookie a browser would hold. */
async function visitorSession(door: APIRequestContext): Promise<string> {
  const answered = await door.get('/api/default/session');
  expect(answered.status()).toBe(200);
  const cookie = doorCookie((await door.storageState()).cookies, SESSION_COOKIE);
  expect(cookie).toBeDefined();
  return cookie!.value;
}

test('a page load is one trace: Next’s request span at the root, the dashboard call below it, its id in the log line', async () => {
  const door = await doorOf(shop.origin);
  await visitorSession(door);
  // The basket page reads the visitor's basket from the dashboard while it renders.
  const page = await door.get('/basket');
  expect(page.status()).toBe(200);
  const line = await requestLine(page.headers()['x-request-id']);
  expect(line).toMatchObject({ level: 'info', method: 'GET', http_route: '/basket', status: 200, trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });

  await expect.poll(() => receiver.trace(String(line.trace_id)).some((span) => span.spanId === line.span_id)).toBe(true);
  const trace = receiver.trace(String(line.trace_id));
  const root = trace.find((span) => span.spanId === line.span_id)!;
  expect(root).toMatchObject({ name: 'GET /basket', parentSpanId: undefined, attributes: { 'next.span_type': 'BaseServer.handleRequest' } });
  const call = trace.find((span) => span.name === 'dashboard POST basket')!;
  expect(call.attributes).toMatchObject({ 'http.response.status_code': 200, 'storefront.dashboard.call': 'POST basket' });
  expect(ancestorsOf(call, trace).at(-1)).toBe(root);
  console.log(`Trace of GET /basket:\n${trace.map((span) => `${span.name} ← ${trace.find((parent) => parent.spanId === span.parentSpanId)?.name ?? '(root)'}`).join('\n')}`);
  await door.dispose();
});

test('a sign-in through the door: its Redis commands and dashboard call are child spans of its request', async () => {
  const door = await doorOf(shop.origin);
  const answered = await door.post('/api/user/login', { form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  expect(answered.status()).toBe(200);
  const line = await requestLine(answered.headers()['x-request-id']);
  expect(line).toMatchObject({ http_route: '/api/[...path]', call: 'POST user/login', dashboard_status: 200 });
  // Spans arrive in batches as they end: the request's own span comes last.
  await expect(() => {
    const trace = receiver.trace(String(line.trace_id));
    expect(trace.map((span) => span.name)).toEqual(expect.arrayContaining(['POST /api/[...path]', 'dashboard POST user/login', expect.stringMatching(/^redis [A-Z]+$/)]));
    for (const child of trace.filter((span) => /^(redis|dashboard) /.test(span.name))) {
      expect(ancestorsOf(child, trace).at(-1)?.spanId, child.name).toBe(line.span_id);
    }
  }).toPass({ timeout: 10_000 });
  await door.dispose();
});

test('signing in, paying by card and resetting the password leave no secret in the log', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: shop.origin });
  const page = await context.newPage();
  const newPassword = `Reset-${randomUUID().slice(0, 8)}-X1`;

  await signInOnPage(page, shop.origin);
  const cookies = await context.cookies();
  const cookieValue = (name: string) => doorCookie(cookies, name)?.value;
  const secrets: Record<string, string | undefined> = {
    password: DEMO_CUSTOMER.password,
    'session token': cookieValue(SESSION_COOKIE),
    'auth key': cookieValue(AUTH_COOKIE),
    email: DEMO_CUSTOMER.email,
    'card number': APPROVED_CARD,
    'new password': newPassword,
  };

  await fillBasketAndPay(page, shop.origin);
  await context.clearCookies();

  await gotoHydrated(page, '/sign-in');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').getByText('Check your email for further instructions.')).toBeVisible();
  const link = await mailedLink(DEMO_CUSTOMER.email, 'reset-password');
  secrets['reset token'] = new URL(link, shop.origin).searchParams.get('token') ?? undefined;
  await gotoHydrated(page, link);
  const reset = await settledDialog(page, 'Choose a new password');
  await reset.getByLabel('Password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Verify password').fill(newPassword);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your new password has been saved. Sign in with it now.')).toBeVisible();
  await context.close();

  // The log saw all of it: a line per request, the door's calls named.
  const lines = logLines();
  const calls = new Set(lines.map((line) => line.call));
  for (const call of ['POST user/login', 'POST order/create', 'POST user/forgot-password', 'POST user/new-password']) expect(calls, call).toContain(call);
  const log = readFileSync(logPath, 'utf8');
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret, name).toBeTruthy();
    expect(log.includes(secret!), `the log holds the ${name}`).toBe(false);
    expect(log.includes(encodeURIComponent(secret!)), `the log holds the ${name}, URL-encoded`).toBe(false);
  }
  expect(log, 'a full e-mail address').not.toMatch(/[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
});
