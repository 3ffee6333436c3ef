'use client';

import { useEffect, useState } from 'react';
import type { JobSummary } from '@/shared/contract/jobs';
import { useAppSelector } from '@/shared/store/hooks';
import { selectIsSignedIn, selectUser } from '@/shared/store/slices/auth';

/**
 * Whether this page offers job controls ("Add to job", "Save as a job", "Copy to job", the
 * calculator's job), read once per page view: only for a signed-in customer, and only when the
 * dashboard has the jobs extension (GET /jobs answers; a 404 or any failure hides every control).
 */

let read: Promise<JobSummary[] | null> | null = null;
/** Whose list `read` is: another customer signing in on this page reads their own. */
let readFor: number | null = null;
const listeners = new Set<(jobs: JobSummary[] | null) => void>();

function readJobs(userId: number | null = readFor): Promise<JobSummary[] | null> {
  if (userId !== readFor) read = null;
  readFor = userId;
  // The HTTP client comes with this read, after the page has loaded, never in its first load.
  read ??= import('./job-calls').then(({ jobsIfOffered }) => jobsIfOffered()).catch(() => null);
  return read;
}

/** After a job is made or changed: every control reads the list again. */
export function jobsChanged() {
  read = null;
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
    void readJobs(userId).then(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, [userId]);
  return userId === null ? null : jobs;
}
