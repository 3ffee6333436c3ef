'use client';

import { useEffect, useState } from 'react';
import type { JobSummary } from '@/modules/jobs/contract';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsSignedIn, selectUser } from '@/modules/session';
import { forgetJobsSeen, jobsSeen, keepJobsSeen, type JobsSeen } from './jobs-seen';

/**
 * Whether this page offers job controls ("Add to job", "Save as a job", "Copy to job", the
 * calculator's job): only for a signed-in customer, and only when the
 * dashboard has the jobs extension (GET /jobs answers; a 404 or any other answer that is not the
 * list hides every control). Without an answer (no signal) the jobs as last seen on this device.
 */

/** One read at a time: the controls mounted together share it; a control mounted later reads afresh. */
let reading: Promise<JobSummary[] | null> | null = null;
/** The customer whose jobs this page shows. */
let customer: number | null = null;
/** The list as last read, on this page or with signal before (docs/offline.md), for a job control used without signal. */
let lastRead: (JobsSeen & { userId: number }) | null = null;

export const jobsLastRead = (): JobsSeen | null => (lastRead && lastRead.userId === customer ? lastRead : null);
const listeners = new Set<(jobs: JobSummary[] | null) => void>();

/** The dashboard answered (with a status): its answer stands. No answer, or the call's code could not load: no signal. */
function answered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status !== 0;
}

function readJobs(userId: number): Promise<JobSummary[] | null> {
  // The HTTP client comes with this read, after the page has loaded, never in its first load.
  reading ??= import('./job-calls')
    .then(({ jobsIfOffered }) => jobsIfOffered())
    .then(
      (jobs) => {
        lastRead = jobs ? { userId, jobs, at: Date.now() } : null;
        if (jobs) keepJobsSeen(userId, jobs, lastRead!.at);
        else forgetJobsSeen(userId);
        return jobs;
      },
      (error: unknown) => {
        if (answered(error)) return null;
        const seen = jobsSeen(userId);
        if (seen) lastRead = { userId, ...seen };
        return jobsLastRead()?.jobs ?? null;
      },
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** After a job is made or lines go in: every control on the page reads the list again. */
export function jobsChanged() {
  if (customer === null) return;
  void readJobs(customer).then((jobs) => listeners.forEach((listener) => listener(jobs)));
}

/** The customer's jobs when job controls are offered, otherwise null (also while unknown). */
export function useJobsOffered(): JobSummary[] | null {
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const userId = signedIn ? (user?.id ?? null) : null;
  const [jobs, setJobs] = useState<JobSummary[] | null>(null);
  useEffect(() => {
    if (userId === null) return;
    customer = userId;
    let live = true;
    const listener = (next: JobSummary[] | null) => live && setJobs(next);
    listeners.add(listener);
    void readJobs(userId).then(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, [userId]);
  return userId === null ? null : jobs;
}
