// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { createSandboxApp } from '@sandbox/app';
import { jobsExtensionOf } from '@sandbox/jobs/access';
import type { JobShareCreated, SharedJob } from '@/modules/jobs/contract';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import type { OrderCreateAnswer } from '@/modules/checkout/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { Caller, formOf, json, priceOf, productBySlug, SLUGS, startSandbox, variantForm } from './commerce-fixtures';
import { createJob, DAY_MS, demo, demoKitchen, expectError, expectJob, NOW, otherCustomer } from './jobs-fixtures';

let sandbox: SandboxApp;
let owner: Awaited<ReturnType<typeof demo>>;
let kitchenId: number;

beforeEach(async () => {
  sandbox = startSandbox();
  ({ owner, kitchenId } = await demoKitchen(sandbox));
});

const share = async (jobId = kitchenId, fields: Record<string, string | number> = {}) => {
  const reply = await owner.post('/api/jobs/share', { job_id: jobId, ...fields });
  expect(reply.status).toBe(200);
  return (await json<{ data: JobShareCreated }>(reply)).data;
};
/** The crew's read: no session token, no customer key. */
const readShared = (token: string) => new Caller(sandbox).post('/api/jobs/shared', { token });
const GONE = { message: 'This crew link has expired or been revoked.' };

describe('crew links', () => {
  it('opens the job read-only by its token alone: lines, quantities, site and sheets, no prices, orders or notes', async () => {
    const link = await share();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ created_at: NOW.toISOString(), expires_at: new Date(NOW.getTime() + 30 * DAY_MS).toISOString() });
    const reply = await readShared(link.token);
    expect(reply.status).toBe(200);
    const { data } = await json<{ data: SharedJob }>(reply);
    expect(data).toMatchObject({ name: 'Miller kitchen', status: 'planned', area: 45, area_unit: 'm2', coats: 2, porosity: 'average', site: { street1: '27 Orchard Road' } });
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    expect(data.lines[0]).toEqual({
      products_id: oil.id,
      slug: oil.slug,
      product_title: oil.title,
      tag_name: 'Matte',
      type_name: '2.5 L',
      colors: [expect.objectContaining({ id: 1 })],
      count: 1,
      img: oil.img,
      sold: true,
      technical_data: oil.technical_data,
    });
    expect(Object.keys(data).sort()).toEqual(['area', 'area_unit', 'coats', 'expires_at', 'lines', 'name', 'porosity', 'site', 'status']);
  });

  it('makes every link unguessable and distinct, keeps only its hash, and shows the owner no token again', async () => {
    const tokens = new Set<string>();
    for (let n = 0; n < 5; n++) tokens.add((await share()).token);
    expect(tokens.size).toBe(5);
    const stored = JSON.stringify(sandbox.db().jobs.shares);
    for (const token of tokens) expect(stored).not.toContain(token);
    const job = await expectJob(await owner.post('/api/jobs/view', { job_id: kitchenId }));
    expect(job.shares).toHaveLength(5);
    expect(JSON.stringify(job)).not.toMatch(/token/);
  });

  it('answers a revoked, expired, unknown or malformed token, or one of a deleted job, with the same 404', async () => {
    const revoked = await share();
    const revokedJob = await expectJob(await owner.post('/api/jobs/share/revoke', { job_id: kitchenId, share_id: revoked.id }));
    expect(revokedJob.shares.map((s) => s.id)).not.toContain(revoked.id);
    expect(await expectError(await readShared(revoked.token), 404)).toEqual(GONE);
    expect(await expectError(await owner.post('/api/jobs/share/revoke', { job_id: kitchenId, share_id: revoked.id }), 404)).toEqual({ message: 'This crew link is no longer active.' });

    const short = await share(kitchenId, { days: 1 });
    expect((await readShared(short.token)).status).toBe(200);
    sandbox.db().commerce.now = () => new Date(NOW.getTime() + DAY_MS);
    expect(await expectError(await readShared(short.token), 404)).toEqual(GONE);

    const flipped = short.token.slice(0, -1) + (short.token.endsWith('A') ? 'B' : 'A');
    for (const token of [flipped, '', 'x', `${short.token}=`, encodeURIComponent(short.token) + '%00']) {
      expect(await expectError(await readShared(token), 404)).toEqual(GONE);
    }

    const loft = await createJob(owner, { name: 'Soon gone' });
    const doomed = await share(loft.id);
    await owner.post('/api/jobs/delete', { job_id: loft.id });
    expect(await expectError(await readShared(doomed.token), 404)).toEqual(GONE);
  });

  it('matches a token only as it was given: another case, a percent-encoding or a base64 spelling of the same bytes is no link', async () => {
    const link = await share();
    const swapped = [...link.token].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    const percent = [...link.token].map((ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    const base64 = Buffer.from(link.token, 'base64url').toString('base64');
    for (const token of [swapped, link.token.toUpperCase(), link.token.toLowerCase(), percent, base64, encodeURIComponent(base64)]) {
      expect(await expectError(await readShared(token), 404), token).toEqual(GONE);
    }
    expect((await readShared(link.token)).status).toBe(200);
  });

  it('lasts 1 to 90 days, and a job has at most 5 active links (revoked and expired ones make room)', async () => {
    for (const days of ['0', '91', '1.5', 'week', '-3']) {
      const reply = await owner.post('/api/jobs/share', { job_id: kitchenId, days });
      expect((await expectError(reply, 422)).errors).toEqual({ days: 'Days must be a whole number from 1 to 90' });
    }
    const links = [await share(kitchenId, { days: 1 })];
    for (let n = 1; n < 5; n++) links.push(await share(kitchenId, { days: 90 }));
    const refused = await owner.post('/api/jobs/share', { job_id: kitchenId });
    expect((await expectError(refused, 422)).message).toBe('A job can have up to 5 crew links at a time. Revoke one to make another.');
    await owner.post('/api/jobs/share/revoke', { job_id: kitchenId, share_id: links[1].id });
    await share();
    sandbox.db().commerce.now = () => new Date(NOW.getTime() + DAY_MS);
    await share();
  });

  it('belongs to the owner: another customer can neither list nor revoke it, but the link itself opens for anyone', async () => {
    const link = await share();
    const stranger = await otherCustomer(sandbox);
    expect((await stranger.post('/api/jobs/share/revoke', { job_id: kitchenId, share_id: link.id })).status).toBe(404);
    expect((await stranger.post('/api/jobs/shared', { token: link.token })).status).toBe(200);
  });
});

describe('the order’s reference', () => {
  const CARD = { cardNumber: '4111111111111111', expirationDate: '1230', cardCode: '123', zip: '06510' };

  async function buyFor(caller: Caller, jobId: number | '') {
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    await caller.post('/api/basket/data', variantForm(oil, priceOf(oil, '2.5 L'), { count: 2 }));
    const reply = await caller.post('/api/order/create', { order_id: '', shipping: '', coupon: '', job_id: jobId });
    expect(reply.status).toBe(200);
    const { token, order_id } = await json<OrderCreateAnswer>(reply);
    const paid = await sandbox.app.request('/payment/payment/charge', { method: 'POST', body: formOf({ token, ...CARD }) });
    expect(paid.status).toBe(200);
    return order_id;
  }

  it('carries the job’s name on the order, in the payment history and on the job, with what was spent; a rename leaves the order as it was', async () => {
    sandbox.db().commerce.orders = [];
    const orderId = await buyFor(owner, kitchenId);
    const { data: order } = await json<{ data: OrderDetail & { reference: string; job_id: number } }>(await owner.post('/api/order', { order_id: orderId }));
    expect([order.reference, order.job_id]).toEqual(['Miller kitchen', kitchenId]);
    const { data: history } = await json<{ data: (PaymentHistoryItem & { reference: string })[] }>(await owner.get('/api/basket/payments'));
    expect(history.map((item) => [item.order_id, item.reference])).toEqual([[orderId, 'Miller kitchen']]);

    await owner.post('/api/jobs/update', { job_id: kitchenId, name: 'Miller kitchen and pantry' });
    const job = await expectJob(await owner.post('/api/jobs/view', { job_id: kitchenId }));
    expect(job.orders).toEqual([{ order_id: orderId, created_at: NOW.toISOString(), status: 'paid', total: order.total, reference: 'Miller kitchen' }]);
    expect([job.orders_count, job.spent]).toEqual([1, order.total]);
  });

  it('leaves an order for no job without a reference, and refuses another customer’s or an unknown job (404) before making an order', async () => {
    const plain = await buyFor(owner, '');
    const { data } = await json<{ data: { reference: string | null; job_id: number | null } }>(await owner.post('/api/order', { order_id: plain }));
    expect([data.reference, data.job_id]).toEqual([null, null]);

    const stranger = await otherCustomer(sandbox);
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    await stranger.post('/api/basket/data', variantForm(oil, priceOf(oil, '1 L')));
    const before = sandbox.db().commerce.orders.length;
    for (const jobId of [kitchenId, 999, 'abc']) {
      const reply = await stranger.post('/api/order/create', { order_id: '', shipping: '', coupon: '', job_id: jobId });
      expect(await expectError(reply, 404)).toEqual({ message: 'Job not found.' });
    }
    expect(sandbox.db().commerce.orders.length).toBe(before);
  });
});

describe('a dashboard without the jobs extension', () => {
  const JOB_CALLS = ['GET /jobs', 'POST /jobs/view', 'POST /jobs/create', 'POST /jobs/update', 'POST /jobs/delete', 'POST /jobs/lines/add', 'POST /jobs/lines/update', 'POST /jobs/lines/delete', 'POST /jobs/share', 'POST /jobs/share/revoke', 'POST /jobs/shared'];

  it('answers every jobs call, signed in or not, as the unknown call it is', async () => {
    const off = createSandboxApp({ log: () => {}, jobs: false });
    const customer = await demo(off);
    const token = (await share()).token;
    for (const call of JOB_CALLS) {
      const [method, path] = call.split(' ');
      for (const caller of [customer, new Caller(off)]) {
        const reply = await caller.request(`/api${path}`, { method, body: method === 'POST' ? formOf({ job_id: 1, name: 'x', token }) : undefined });
        expect(reply.status, call).toBe(404);
        expect(await reply.json()).toEqual({ message: `No such call: ${method} /api${path}` });
      }
    }
  });

  it('ignores job_id on POST /order/create and leaves reference and job out of every order answer', async () => {
    const off = createSandboxApp({ log: () => {}, jobs: false });
    const customer = await demo(off);
    const oil = productBySlug(off, SLUGS.clearOil);
    await customer.post('/api/basket/data', variantForm(oil, priceOf(oil, '1 L')));
    const reply = await customer.post('/api/order/create', { order_id: '', shipping: '', coupon: '', job_id: 424242 });
    expect(reply.status).toBe(200);
    const { order_id } = await json<OrderCreateAnswer>(reply);
    for (const id of [order_id, 9003]) {
      const { data } = await json<{ data: object }>(await customer.post('/api/order', { order_id: id }));
      expect(data).not.toHaveProperty('reference');
      expect(data).not.toHaveProperty('job_id');
    }
    const { data: history } = await json<{ data: object[] }>(await customer.get('/api/basket/payments'));
    for (const item of history) expect(item).not.toHaveProperty('reference');
  });

  it('can be one customer’s view (POST /__sandbox/jobs) while the others keep their jobs', async () => {
    const tool = (body: object) => sandbox.app.request('/__sandbox/jobs', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const stranger = await otherCustomer(sandbox);
    const link = await share();
    expect((await tool({ email: 'customer@example.com', enabled: false })).status).toBe(200);
    expect(await json(await owner.get('/api/jobs'))).toEqual({ message: 'No such call: GET /api/jobs' });
    expect((await readShared(link.token)).status).toBe(404);
    const { data } = await json<{ data: object }>(await owner.post('/api/order', { order_id: 9003 }));
    expect(data).not.toHaveProperty('reference');
    expect((await stranger.get('/api/jobs')).status).toBe(200);
    expect((await tool({ email: 'customer@example.com', enabled: true })).status).toBe(200);
    expect((await owner.get('/api/jobs')).status).toBe(200);
    expect((await tool({ email: 'nobody@example.com', enabled: false })).status).toBe(422);
    expect((await tool({ email: 'customer@example.com', enabled: 'no' })).status).toBe(422);
  });

  it('is chosen by SANDBOX_JOBS: unset or "on" serves jobs, "off" leaves them out, anything else stops the start', () => {
    expect([undefined, '', 'on', ' ON '].map(jobsExtensionOf)).toEqual([true, true, true, true]);
    expect(jobsExtensionOf('off')).toBe(false);
    expect(() => jobsExtensionOf('false')).toThrow('SANDBOX_JOBS must be "on" or "off", not "false".');
  });
});
