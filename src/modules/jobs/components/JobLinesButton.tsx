'use client';

import type { ModalPropsByType } from '@/shared/modal/types';
import { JobsOffered, type WantedLine } from '@/modules/basket';
import { AddToJobButton } from '@/modules/basket/components';
import { useJobsOffered } from '../jobs-offered';

interface JobLinesButtonProps {
  title: ModalPropsByType['ADD_TO_JOB']['title'];
  lines: WantedLine[];
  className?: string;
}

/**
 * "Copy to job", the order pad's "Add to job": the basket's job button where no route gave it the
 * customer's jobs. Not there at all for a visitor or on a dashboard without jobs.
 */
export function JobLinesButton({ title, lines, className }: JobLinesButtonProps) {
  return (
    <JobsOffered value={useJobsOffered()}>
      <AddToJobButton dialog={{ title, lines }} className={className} />
    </JobsOffered>
  );
}
