import type { JobSummary } from '@/modules/jobs/contract';
import { ownersStoragePrefix } from '@/modules/offline';
import { ownerOf } from '@/modules/offline';

/**
 * A customer's jobs as a job control last read them with signal, kept on the device so "Add to
 * job" works without signal, even on a page opened offline (docs/offline.md). Under a
 * personal key per customer, which signing out deletes.
 */
export interface JobsSeen {
  jobs: JobSummary[];
  /** When they were read (ms since epoch). */
  at: number;
}

const keyFor = (userId: number) => `${ownersStoragePrefix(ownerOf({ id: userId }))}jobs`;

export function keepJobsSeen(userId: number, jobs: JobSummary[], at = Date.now()): void {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify({ jobs, at } satisfies JobsSeen));
  } catch {
    // Storage full or turned off: the jobs are then not there without signal.
  }
}

/** The dashboard has no jobs any more: nothing to offer without signal either. */
export function forgetJobsSeen(userId: number): void {
  try {
    localStorage.removeItem(keyFor(userId));
  } catch {
    // Storage turned off: nothing was kept.
  }
}

export function jobsSeen(userId: number): JobsSeen | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null') as Partial<JobsSeen> | null;
    return kept && Array.isArray(kept.jobs) && typeof kept.at === 'number' ? { jobs: kept.jobs, at: kept.at } : null;
  } catch {
    return null;
  }
}
