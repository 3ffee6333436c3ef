/** Shared set-up of the sandbox jobs tests (docs/contract.md §10): customers, job calls, answers. */
import type { SandboxApp } from '@sandbox/app';
import type { Job } from '@/modules/jobs/contract';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import { API_KEY_HEADER } from '@/modules/accounts/contract';
import { CT_ADDRESS } from '../checkout/addresses';
import { Caller, customer, formOf, priceOf, productBySlug, SLUGS, variantForm, type Fields } from './commerce-fixtures';

export const NOW = new Date('2026-11-21T12:00:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_MESSAGE = 'If you want to order more than 10 products, please contact us.';

/** The Connecticut test address as a job's site. */
export const SITE: Fields = { ...CT_ADDRESS, take_by_myself: null };

/** A customer besides the demo one, signed in: the same password, their own id. */
export async function otherCustomer(sandbox: SandboxApp, email = 'crew.lead@example.com'): Promise<Caller & { userId: number }> {
  const { accounts } = sandbox.db();
  const id = accounts.nextUserId++;
  accounts.users.push({ ...accounts.users[0], id, email });
  const reply = await sandbox.app.request('/api/user/login', {
    method: 'POST',
    body: formOf({ email, password: DEMO_CUSTOMER.password, rememberMe: 1 }),
  });
  const { auth_key } = (await reply.json()) as { auth_key: string };
  return Object.assign(new Caller(sandbox, { [API_KEY_HEADER]: auth_key }), { userId: id });
}

/** The demo customer with the clock pinned. */
export async function demo(sandbox: SandboxApp) {
  sandbox.db().commerce.now = () => NOW;
  return customer(sandbox);
}

/** The demo customer and the id of their seeded job, the Miller kitchen. */
export async function demoKitchen(sandbox: SandboxApp) {
  const owner = await demo(sandbox);
  return { owner, kitchenId: sandbox.db().jobs.jobs.find((job) => job.name === 'Miller kitchen')!.id };
}

export async function expectJob(reply: Response): Promise<Job> {
  if (reply.status !== 200) throw new Error(`expected a job, got ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { data: Job }).data;
}

export async function expectError(reply: Response, status: number): Promise<ErrorAnswer> {
  if (reply.status !== status) throw new Error(`expected ${status}, got ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as ErrorAnswer;
}

export const createJob = async (caller: Caller, fields: Fields) => expectJob(await caller.post('/api/jobs/create', fields));

/** The add-a-line form of a seed product's variant. */
export function lineForm(sandbox: SandboxApp, jobId: number, slug: string, typeName: string, extra: Fields = {}): Fields {
  const product = productBySlug(sandbox, slug);
  return { job_id: jobId, ...variantForm(product, priceOf(product, typeName)), ...extra };
}

export { SLUGS };
