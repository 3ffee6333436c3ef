// @vitest-environment node
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readJobs } from '@/modules/jobs/server/read-jobs';
import { readOrder } from '@/modules/orders/server/read-order';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { sandbox, SANDBOX_ORIGIN, server } from '../msw/server';

/** The demo customer's shipped order (sandbox/src/commerce/seed-orders.ts). */
const SHIPPED = 9003;

async function demoKey(): Promise<string> {
  const login = new FormData();
  login.set('email', 'customer@example.com');
  login.set('password', 'Sandbox-pass-1');
  return ((await (await fetch(`${SANDBOX_ORIGIN}/api/user/login`, { method: 'POST', body: login })).json()) as { auth_key: string }).auth_key;
}

const jarWith = (apiKey: string) => ({ get: (name: string) => (name === AUTH_COOKIE ? { value: apiKey } : undefined) });

/**
 * A dashboard whose answers carry its user model, key and all (as a framework's serialiser
 * writes it: `auth_key` beside the customer, and in any case or escape JSON allows).
 */
function dashboardAddsItsUserModel(path: string, key: string) {
  server.use(
    http.all(`${SANDBOX_ORIGIN}/api/${path}`, async ({ request }) => {
      const answer = await sandbox.app.fetch(request);
      const body = (await answer.json()) as { data: unknown };
      const user = { id: 1, email: 'customer@example.com', auth_key: key, nested: { AUTH_KEY: key } };
      const data = Array.isArray(body.data) ? body.data.map((entry) => ({ ...(entry as object), user })) : { ...(body.data as object), user };
      const text = JSON.stringify({ ...body, data, auth_key: key }).replace('"AUTH_KEY"', '"\\u0061uth_key"');
      return new Response(text, { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('the server’s own reads of a customer’s records', () => {
  it('take out every auth_key the dashboard puts in an order, at any depth, as the door does', async () => {
    const key = await demoKey();
    dashboardAddsItsUserModel('order', key);
    const read = await readOrder(jarWith(key), SHIPPED);
    expect(read.kind).toBe('order');
    expect(read.kind === 'order' && read.order.items).toHaveLength(3);
    expect(JSON.stringify(read)).not.toContain(key);
    expect(JSON.stringify(read)).not.toMatch(/auth_key/i);
  });

  it('and from a job list', async () => {
    const key = await demoKey();
    dashboardAddsItsUserModel('jobs', key);
    const read = await readJobs(jarWith(key));
    expect(read.kind).toBe('found');
    expect(JSON.stringify(read)).not.toContain(key);
  });
});
