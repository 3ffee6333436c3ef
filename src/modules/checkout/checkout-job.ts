import type { Address } from '@/modules/checkout/contract';

/**
 * The job being bought for ("Buy for the job"): the checkout prefills its delivery address with
 * the job's site and sends its id with POST /order/create (docs/contract.md §10). Kept in the
 * tab's session storage, so a reload of the basket keeps it and another tab does not inherit it.
 */
const KEY = 'lf_checkout_job';

export interface CheckoutJob {
  id: number;
  name: string;
  site: Address | null;
}

export function rememberCheckoutJob(job: CheckoutJob) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: job.id, name: job.name, site: job.site }));
  } catch {
    // storage refused: the basket is filled, the checkout simply asks for the address
  }
}

export function readCheckoutJob(): CheckoutJob | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const job = raw ? (JSON.parse(raw) as Partial<CheckoutJob>) : null;
    return job && Number.isInteger(job.id) && typeof job.name === 'string' ? { id: job.id!, name: job.name, site: job.site ?? null } : null;
  } catch {
    return null;
  }
}

export function forgetCheckoutJob() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
