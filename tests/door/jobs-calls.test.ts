// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, type DoorLimits } from '@/server/door/abuse-limits';
import { CROSS_SITE_MESSAGE } from '@/server/door/cross-site';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, sandbox } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { cookieHeaderFrom, DEMO } from './door-helpers';
import { stampedPeer } from './peer-stamp';

/** The jobs calls at the door (docs/contract.md §10): who may make them, and how often. */

const OWNER_CALLS = [
  ['GET', 'jobs'],
  ['POST', 'jobs/view'],
  ['POST', 'jobs/create'],
  ['POST', 'jobs/update'],
  ['POST', 'jobs/delete'],
  ['POST', 'jobs/lines/add'],
  ['POST', 'jobs/lines/update'],
  ['POST', 'jobs/lines/delete'],
  ['POST', 'jobs/share'],
  ['POST', 'jobs/share/revoke'],
] as const;

let dashboard: ReturnType<typeof watchDashboard>;
let customer: string;
let otherCustomer: string;
beforeEach(async () => {
  dashboard = watchDashboard();
  const demo = sandbox.db().accounts.users[0];
  sandbox.db().accounts.users.push({ ...demo, id: 99, email: 'crew.lead@example.com' });
  const signIn = async (email: string) =>
    cookieHeaderFrom(await door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams({ email, password: DEMO.password }) })));
  customer = await signIn(DEMO.email);
  otherCustomer = await signIn('crew.lead@example.com');
});
afterEach(() => dashboard.stop());

function send(method: string, path: string, { cookie = '', fields = {}, headers = {}, peer = '198.51.100.7', limits }: { cookie?: string; fields?: Record<string, string>; headers?: Record<string, string>; peer?: string; limits?: DoorLimits } = {}) {
  const body = method === 'GET' ? undefined : new URLSearchParams(fields);
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { method, body, headers: { ...stampedPeer(peer), ...headers, cookie } }), { limits });
}

describe('jobs calls at the door', () => {
  it.each(OWNER_CALLS)('answers %s /%s without a sign-in 401 itself; the dashboard never sees it', async (method, path) => {
    const answer = await send(method, path, { fields: { job_id: '1' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Please sign in to continue.' });
    expect(dashboard.seen.filter((seen) => seen.includes('/jobs'))).toEqual([]);
  });

  it('passes the owner’s calls on, and another customer’s job answers as an unknown one', async () => {
    const list = await send('GET', 'jobs', { cookie: customer });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { name: string }[] }).data.map((job) => job.name)).toEqual(['Miller kitchen', 'Harbor Street loft']);
    const stranger = await send('POST', 'jobs/view', { cookie: otherCustomer, fields: { job_id: '2' } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ message: 'Job not found.' });
  });

  it('passes the crew’s read with no account, from another site too, since it changes nothing', async () => {
    const answer = await send('POST', 'jobs/shared', { fields: { token: 'a'.repeat(43) }, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: 'This crew link has expired or been revoked.' });
    expect(dashboard.count('POST /api/jobs/shared')).toBe(1);
  });

  it('refuses a job change another site started', async () => {
    const answer = await send('POST', 'jobs/delete', { cookie: customer, fields: { job_id: '2' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(sandbox.db().jobs.jobs.map((job) => job.id)).toContain(2);
  });

  it('passes no jobs call the contract does not name', async () => {
    for (const [method, path] of [['POST', 'jobs'], ['GET', 'jobs/view'], ['POST', 'jobs/export'], ['POST', 'jobs/lines']]) {
      expect((await send(method, path, { cookie: customer })).status).toBe(404);
    }
    expect(dashboard.seen.filter((seen) => seen.includes('/jobs'))).toEqual([]);
  });
});

describe('jobs write limits', () => {
  const lowered = (env: Record<string, string>) => createAbuseLimits(abuseLimitConfig(env));
  const rename = (name: string) => ({ job_id: '2', name });

  it('answers 429 once one account made too many job changes from several clients; another account goes on', async () => {
    const limits = lowered({ DOOR_LIMIT_JOB_WRITES_PER_ACCOUNT: '2' });
    expect((await send('POST', 'jobs/update', { cookie: customer, fields: rename('Miller kitchen A'), peer: '198.51.100.1', limits })).status).toBe(200);
    expect((await send('POST', 'jobs/lines/delete', { cookie: customer, fields: { job_id: '2', line_id: '4' }, peer: '198.51.100.2', limits })).status).toBe(200);
    const refused = await send('POST', 'jobs/create', { cookie: customer, fields: { name: 'Third' }, peer: '198.51.100.3', limits });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect((await send('POST', 'jobs/create', { cookie: otherCustomer, fields: { name: 'Third' }, peer: '198.51.100.3', limits })).status).toBe(200);
  });

  it('counts crew links on their own, tighter count', async () => {
    const limits = lowered({ DOOR_LIMIT_CREW_LINKS_PER_ACCOUNT: '1' });
    expect((await send('POST', 'jobs/share', { cookie: customer, fields: { job_id: '2' }, limits })).status).toBe(200);
    expect((await send('POST', 'jobs/share', { cookie: customer, fields: { job_id: '2' }, peer: '198.51.100.8', limits })).status).toBe(429);
    expect((await send('POST', 'jobs/update', { cookie: customer, fields: rename('Miller kitchen B'), limits })).status).toBe(200);
  });

  it('counts the crew’s reads per client, good token or not, so guessing tokens is slow from any one client', async () => {
    const limits = lowered({ DOOR_LIMIT_CREW_LINKS_PER_CLIENT: '2' });
    const read = (token: string, peer: string) => send('POST', 'jobs/shared', { fields: { token }, peer, limits });
    expect((await read('a'.repeat(43), '203.0.113.5')).status).toBe(404);
    expect((await read('b'.repeat(43), '203.0.113.5')).status).toBe(404);
    const refused = await read('c'.repeat(43), '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(dashboard.count('POST /api/jobs/shared')).toBe(2);
    expect((await read('c'.repeat(43), '203.0.113.6')).status).toBe(404);
  });

  it('lets a customer well past a busy afternoon of edits by default', async () => {
    const limits = createAbuseLimits();
    for (let edit = 0; edit < 40; edit += 1) {
      expect((await send('POST', 'jobs/lines/update', { cookie: customer, fields: { job_id: '2', line_id: '4', count: String((edit % 10) + 1) }, limits })).status).toBe(200);
    }
  });
});
