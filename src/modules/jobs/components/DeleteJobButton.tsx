'use client';

import { useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import styles from './jobs.module.css';

/** Delete, after the confirmation (DELETE_JOB, components/DeleteJobModal.tsx), which loads when asked for. */
export function DeleteJobButton({ job }: { job: Pick<Job, 'id' | 'name'> }) {
  const t = useTranslations('jobs.client.job');
  const dispatch = useAppDispatch();
  const ask = () => dispatch(modalOpened({ type: 'DELETE_JOB', props: { id: job.id, name: job.name } }));
  return (
    <button type="button" className={`btn btn-ghost ${styles.danger}`} aria-haspopup="dialog" onClick={ask}>
      {t('delete')}
    </button>
  );
}
