'use client';

import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { useJobsOfferedHere } from '../jobs-offered';

interface AddToJobButtonProps {
  /** What the job dialog opens with: its title, the lines, the calculator's floor and job. */
  dialog: ModalPropsByType['ADD_TO_JOB'];
  /** The button's text, when it is not the dialog's title. */
  text?: string;
  className?: string;
}

/** Opens the job dialog with lines; not there at all when no jobs are offered here (jobs-offered.ts) or there are no lines. */
export function AddToJobButton({ dialog, text = dialog.title, className = 'btn btn-ghost' }: AddToJobButtonProps) {
  const dispatch = useAppDispatch();
  const jobs = useJobsOfferedHere();
  if (!jobs || dialog.lines.length === 0) return null;
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(modalOpened({ type: 'ADD_TO_JOB', props: dialog }))}>
      {text}
    </button>
  );
}
