'use client';

import type { ModalPropsByType } from '@/shared/modal/types';
import type { WantedLine } from '@/modules/basket';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { useJobsOffered } from '../jobs-offered';

interface JobLinesButtonProps {
  title: ModalPropsByType['ADD_TO_JOB']['title'];
  lines: WantedLine[];
  className?: string;
}

/**
 * "Copy to job", "Save as a job", the order pad's "Add all to a job": opens the job dialog with the
 * lines. Not there at all for a visitor or on a dashboard without jobs.
 */
export function JobLinesButton({ title, lines, className = 'btn btn-ghost' }: JobLinesButtonProps) {
  const dispatch = useAppDispatch();
  const jobs = useJobsOffered();
  if (!jobs || lines.length === 0) return null;
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(modalOpened({ type: 'ADD_TO_JOB', props: { title, lines } }))}>
      {title}
    </button>
  );
}
