'use client';

import { useTranslations } from 'next-intl';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { useJobsOfferedHere } from '../jobs-offered';
import { JOB_DIALOG_TITLES } from '../job-titles';

interface AddToJobButtonProps {
  /** What the job dialog opens with: its title, the lines, the calculator's floor and job. */
  dialog: ModalPropsByType['ADD_TO_JOB'];
  /** The button's text, when it is not the dialog's title. */
  text?: string;
  className?: string;
}

type TitleKey = keyof typeof JOB_DIALOG_TITLES;
const TITLE_KEYS: Record<string, TitleKey | undefined> = Object.fromEntries(
  (Object.entries(JOB_DIALOG_TITLES) as [TitleKey, string][]).map(([key, title]) => [title, key]),
);

/** Opens the job dialog with lines; not there at all when no jobs are offered here (jobs-offered.ts) or there are no lines. */
export function AddToJobButton({ dialog, text, className = 'btn btn-ghost' }: AddToJobButtonProps) {
  const dispatch = useAppDispatch();
  const jobs = useJobsOfferedHere();
  const t = useTranslations('basket.client.jobTitles');
  if (!jobs || dialog.lines.length === 0) return null;
  const key = TITLE_KEYS[dialog.title];
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dispatch(modalOpened({ type: 'ADD_TO_JOB', props: dialog }))}>
      {text ?? (key ? t(key) : dialog.title)}
    </button>
  );
}
