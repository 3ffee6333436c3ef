'use client';

import { createContext, useContext } from 'react';
import type { JobSummary } from '@/modules/jobs/contract';

/**
 * The customer's jobs, for the basket's "Add to job" buttons and the calculator's "For a job":
 * null (the default) leaves them out. The jobs module builds on the basket, so the basket does not
 * ask it; the route that shows both fills this in (app/_compose/JobsForBasket.tsx).
 */
export const JobsOffered = createContext<JobSummary[] | null>(null);

export const useJobsOfferedHere = () => useContext(JobsOffered);
