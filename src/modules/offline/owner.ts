import { PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { parseProfile, readProfileCookie } from '@/modules/session';

/**
 * Whose a change waiting on the device or a kept personal page is (docs/offline.md):
 * the signed-in customer (by id), else the visitor. Read from the door's readable profile cookie,
 * which the door sets and clears with the httpOnly sign-in (sign-in, sign-out, a 401, a password
 * reset), so the page and the worker know who is there without a request.
 */
export type Owner = `customer-${number}` | 'visitor';

export const VISITOR: Owner = 'visitor';

export const ownerOf = (customer: { id: number } | null): Owner => (customer ? `customer-${customer.id}` : VISITOR);

/** In the page: who is there now. */
export const ownerInPage = (): Owner => ownerOf(readProfileCookie());

interface WorkerCookies {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/**
 * In the service worker: who is there now, from the Cookie Store API; null where the browser has
 * none in workers (the worker then neither keeps nor answers personal pages, nor sends changes).
 */
export async function ownerInWorker(cookies: WorkerCookies | undefined): Promise<Owner | null> {
  if (!cookies) return null;
  try {
    const profile = await cookies.get(PROFILE_COOKIE);
    return ownerOf(profile?.value ? parseProfile(profile.value) : null);
  } catch {
    return null;
  }
}
