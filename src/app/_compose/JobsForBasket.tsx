'use client';

import type { ReactNode } from 'react';
import { JobsOffered } from '@/modules/basket';
import { useJobsOffered } from '@/modules/jobs';

/** Gives the basket's job controls the customer's jobs: the two modules meet here, not in each other. */
export function JobsForBasket({ children }: { children: ReactNode }) {
  return <JobsOffered value={useJobsOffered()}>{children}</JobsOffered>;
}
