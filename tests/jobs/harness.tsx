import type { Job } from '@/modules/jobs/contract';
import { fetchJob } from '@/modules/jobs/api';
import { cookieJar, SANDBOX_ORIGIN, sandbox } from '../msw/server';
import { DEMO, signedInStore } from '../auth/harness';

/** The seeded jobs of the demo customer (sandbox/src/jobs/seed.ts). */
export const MILLER_KITCHEN = 2;
export const HARBOR_STREET = 1;

/** The browser's cookies as a server component reads them through next/headers (decoded). */
export const serverCookies = () => ({
  get: (name: string) => {
    const cookie = cookieJar.get(name);
    return cookie && { name, value: decodeURIComponent(cookie.value) };
  },
});

/** The demo customer signed in, with the job the page would be given. */
export async function signedInWithJob(jobId = MILLER_KITCHEN): Promise<{ store: Awaited<ReturnType<typeof signedInStore>>['store']; job: Job }> {
  const { store } = await signedInStore();
  return { store, job: await fetchJob(jobId) };
}

/** The per-customer switch of the sandbox: the dashboard answers as one without the jobs extension. */
export async function dashboardWithoutJobs(email = DEMO.email) {
  const answer = await fetch(`${SANDBOX_ORIGIN}/__sandbox/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, enabled: false }),
  });
  if (!answer.ok) throw new Error(`jobs switch answered ${answer.status}`);
}

/** Today's unit price of a seeded job line, from the sandbox's catalogue. */
export function priceToday(productId: number, priceId: number): number {
  const product = sandbox.db().catalogue.products.find((p) => p.id === productId);
  const price = product?.price_type_data.find((p) => p.id === priceId)?.type_price;
  if (price === undefined) throw new Error(`no price ${priceId} for product ${productId}`);
  return price;
}

export const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
