// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type DoorLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, sandbox } from '../msw/server';
import { cookieHeaderFrom, DEMO } from './door-helpers';
import { stampedPeer } from './peer-stamp';

const OTHER = { email: 'other-customer@example.com', password: DEMO.password };

/** Each limited call as the storefront sends it (docs/contract.md §7); env names as in README. */
const CALLS = [
  { env: 'COUPON_CHECKS', by: 'account', method: 'GET', path: 'default/coupon?code=GUESS1&orderId=' },
  { env: 'SHIPPING_RATES', by: 'account', path: 'shipping/get-rates', fields: { country: 'US', state: 'NY', city: 'New York', zip: '10001', address: '1 Main St' } },
  { env: 'PASSWORD_CHANGES', by: 'account', path: 'user/change-password', fields: { old_password: 'guess', password: 'Another-pass-2' } },
  { env: 'AVATAR_UPLOADS', by: 'account', path: 'user/user-img-upload', multipart: true },
  { env: 'ORDERS', by: 'account', path: 'order/create', fields: { order_id: '', shipping: '', coupon: '' } },
  { env: 'REVIEWS', by: 'account', path: 'reviews/create', multipart: true, fields: { products_id: '1', stars: '5', title: 'Fine', message: 'A fine oil for the floor.' } },
  { env: 'SUBSCRIBE', by: 'email', path: 'subscribe', fields: {} },
  { env: 'SERVICE_REQUESTS', by: 'email', path: 'requests', fields: { first_name: 'Ada', last_name: 'Lovelace', phone: '5551234567', description: 'Please call me.' } },
  { env: 'FORGOT_PASSWORD', by: 'email', path: 'user/forgot-password', fields: {} },
] as const;
type LimitedCallCase = (typeof CALLS)[number];

let customer: string;
let otherCustomer: string;
// The sandbox is reset after every test (tests/setup.ts), its keys with it.
beforeEach(async () => {
  const demo = sandbox.db().accounts.users[0];
  sandbox.db().accounts.users.push({ ...demo, id: 99, email: OTHER.email });
  const signIn = async ({ email, password }: { email: string; password: string }) =>
    cookieHeaderFrom(await door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams({ email, password }) })));
  customer = await signIn(DEMO);
  otherCustomer = await signIn(OTHER);
});

let limits: DoorLimits;
function lowerLimits(call: LimitedCallCase, perClient: number, perAccountOrEmail: number) {
  const second = call.by === 'account' ? 'ACCOUNT' : 'EMAIL';
  limits = createAbuseLimits(
    abuseLimitConfig({ [`DOOR_LIMIT_${call.env}_PER_CLIENT`]: String(perClient), [`DOOR_LIMIT_${call.env}_PER_${second}`]: String(perAccountOrEmail) }),
  );
}
beforeEach(() => {
  limits = createAbuseLimits();
});

function body(call: LimitedCallCase, email: string): BodyInit | undefined {
  if ('multipart' in call) {
    // Upload calls take only images (upload-check.ts): a PNG's signature passes.
    const form = new FormData();
    for (const [name, value] of Object.entries('fields' in call ? call.fields : {})) form.append(name, value);
    form.append('file', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' }));
    return form;
  }
  return 'fields' in call ? new URLSearchParams({ ...call.fields, email }) : undefined;
}

/** The call from `client`, signed in as `cookie` (account limits), or by a visitor naming `email` (e-mail limits). */
function send(call: LimitedCallCase, client: string, { cookie = call.by === 'account' ? customer : '', email = DEMO.email } = {}) {
  const method = 'method' in call ? call.method : 'POST';
  const request = new Request(`${BROWSER_ORIGIN}/api/${call.path}`, { method, body: body(call, email), headers: { ...stampedPeer(client), cookie } });
  return door(request, { limits });
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await response.json()).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
}

describe.each(CALLS)('door limit on $path', (call) => {
  // Read when the test runs: the customers sign in before each test.
  const otherWho = () => (call.by === 'account' ? { cookie: otherCustomer } : { email: 'someone-else@example.com' });

  it(`answers 429 once one ${call.by} reached it from several clients; another ${call.by} goes on`, async () => {
    lowerLimits(call, 100, 2);
    expect((await send(call, '198.51.100.1')).status).not.toBe(429);
    expect((await send(call, '198.51.100.2')).status).not.toBe(429);
    await expectTooMany(await send(call, '198.51.100.3'));
    expect((await send(call, '198.51.100.3', otherWho())).status).not.toBe(429);
  });

  it('answers 429 once one client reached it across accounts and e-mails; another client goes on', async () => {
    lowerLimits(call, 2, 100);
    expect((await send(call, '203.0.113.5')).status).not.toBe(429);
    expect((await send(call, '203.0.113.5', otherWho())).status).not.toBe(429);
    await expectTooMany(await send(call, '203.0.113.5', { cookie: '', email: 'third@example.com' }));
    expect((await send(call, '203.0.113.6')).status).not.toBe(429);
  });
});

describe('door limits on calls: defaults', () => {
  it('lets a real customer well past what a shopping visit needs', async () => {
    const coupon = CALLS[0];
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await send(coupon, '203.0.113.9')).status).not.toBe(429);
  });

  it('counts POST basket/stripe, the order call’s alias, with order/create', async () => {
    lowerLimits(CALLS[4], 100, 2);
    expect((await send(CALLS[4], '198.51.100.1')).status).not.toBe(429);
    expect((await send({ ...CALLS[4], path: 'basket/stripe' } as unknown as LimitedCallCase, '198.51.100.2')).status).not.toBe(429);
    await expectTooMany(await send(CALLS[4], '198.51.100.3'));
  });

  it('lets the browser where the customer signed in ask for a reset while others flooded their inbox’s count', async () => {
    const forgot = CALLS[8];
    lowerLimits(forgot, 100, 2);
    for (const client of ['198.51.100.1', '198.51.100.2']) expect((await send(forgot, client)).status).toBe(200);
    await expectTooMany(await send(forgot, '198.51.100.3'));
    expect((await send(forgot, '203.0.113.1', { cookie: customer })).status).toBe(200);
    // A device cookie of another customer does not count.
    await expectTooMany(await send(forgot, '203.0.113.1', { cookie: otherCustomer }));
  });

  it('takes each number from env', () => {
    const config = abuseLimitConfig({ DOOR_LIMIT_REVIEWS_PER_ACCOUNT: '7', DOOR_LIMIT_FORGOT_PASSWORD_PER_EMAIL: '2', DOOR_LIMIT_ORDERS_PER_CLIENT: 'many' });
    expect(config.calls.reviews.perAccountOrEmail).toBe(7);
    expect(config.calls.forgotPassword.perAccountOrEmail).toBe(2);
    expect(config.calls.orders.perClient).toBe(60);
  });
});
