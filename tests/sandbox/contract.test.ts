// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '@sandbox/app';

/** Every call of docs/contract.md §7 (the status update as /order/status, confirm-email as /user/confirm-email). */
const CALLS = [
  'POST /basket',
  'POST /basket/data',
  'POST /basket/delete',
  'GET /basket/payments',
  'POST /basket/stripe',
  'GET /default/coupon',
  'POST /order/create',
  'POST /order',
  'GET /order/cancel',
  'GET /order/status',
  'POST /shipping/get-rates',
  'POST /user/add-shipping',
  'GET /articles',
  'GET /articles/by-slug',
  'GET /articles/new',
  'POST /subscribe',
  'GET /default/get-colors',
  'GET /default/home',
  'GET /default',
  'GET /default/session',
  'GET /products',
  'GET /products/by-slug',
  'POST /reviews/create',
  'GET /media/data',
  'GET /services',
  'GET /services/by-slug',
  'POST /requests',
  'POST /user/login',
  'POST /user/create',
  'POST /user/logout',
  'POST /user/user-get',
  'POST /user/forgot-password',
  'POST /user/new-password',
  'POST /user/change-password',
  'POST /user/names',
  'POST /user/user-img-upload',
  'POST /user/confirm-email',
];

/** The proposed jobs extension, docs/contract.md §10. */
const JOB_CALLS = [
  'GET /jobs',
  'POST /jobs/view',
  'POST /jobs/create',
  'POST /jobs/update',
  'POST /jobs/delete',
  'POST /jobs/lines/add',
  'POST /jobs/lines/update',
  'POST /jobs/lines/delete',
  'POST /jobs/share',
  'POST /jobs/share/revoke',
  'POST /jobs/shared',
];

describe('the sandbox answers every call of the contract', () => {
  const { app } = createSandboxApp({ log: () => {} });

  it.each([...CALLS, ...JOB_CALLS])('%s is a known call that never answers 500', async (call) => {
    const [method, path] = call.split(' ');
    const response = await app.request(`/api${path}`, { method, body: method === 'POST' ? new FormData() : undefined });
    const body = (await response.json()) as { message?: string };
    expect(body.message ?? '').not.toMatch(/^No such call/);
    expect(response.status).toBeLessThan(500);
  });

  it('answers an unknown call with 404', async () => {
    const response = await app.request('/api/no/such/thing');
    expect(response.status).toBe(404);
  });
});
