'use client';

import { useEffect, useState } from 'react';
import type { JobSummary } from '@/shared/contract/jobs';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsSignedIn, selectUser } from '@/shared/store/slices/auth';

/**
 * Whether this page offers job controls ("Add to job", "Save as a job", "Copy to job", the
 * calculator's job): only for a signed-in customer, and only when the
 * dashboard has the jobs extension (GET /jobs answers; a 404 or any failure hides every control).
 */

/** One read at a time: the controls mounted together share it; a control mounted later reads afresh. */
let reading: Promise<JobSummary[] | null> | null = null;
/** The list as last read on this page, for a job control used without signal (README "Offline and install"). */
let lastRead: JobSummary[] | null = null;

export const jobsLastRead = () => lastRead;
const listeners = new Set<(jobs: JobSummary[] | null) => void>();

function readJobs(): Promise<JobSummary[] | null> {
  // The HTTP client comes with this read, after the page has loaded, never in its first load.
  reading ??= import('./job-calls')
    .then(({ jobsIfOffered }) => jobsIfOffered())
    .then((jobs) => (lastRead = jobs))
    .catch(() => null)
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** After a job is made or lines go in: every control on the page reads the list again. */
export function jobsChanged() {
  void readJobs().then((jobs) => listeners.forEach((listener) => listener(jobs)));
}

/** The customer's jobs when job controls are offered, otherwise null (also while unknown). */
export function useJobsOffered(): JobSummary[] | null {
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const userId = signedIn ? (user?.id ?? null) : null;
  const [jobs, setJobs] = useState<JobSummary[] | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const listener = (next: JobSummary[] | null) => live && setJobs(next);
    listeners.add(listener);
    void readJobs().then(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, [userId]);
  return userId === null ? null : jobs;
}
