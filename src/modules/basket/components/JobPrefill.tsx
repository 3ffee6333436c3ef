'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { JobSummary } from '@/modules/jobs/contract';
import styles from './CoverageCalculator.module.css';

interface JobPrefillProps {
  jobs: JobSummary[];
  jobId: number | null;
  onChoose: (job: JobSummary | null) => void;
}

/** The calculator's job: choosing one fills in its floor area, unit, coats and wood (docs/contract.md §10). */
export function JobPrefill({ jobs, jobId, onChoose }: JobPrefillProps) {
  const id = useId();
  const t = useTranslations('basket.client.coverage');
  if (jobs.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('forJob')}</label>
      <select
        id={id}
        className={styles.select}
        value={jobId ?? ''}
        onChange={(event) => onChoose(jobs.find((job) => String(job.id) === event.target.value) ?? null)}
      >
        <option value="">{t('noJob')}</option>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {job.name}
          </option>
        ))}
      </select>
    </div>
  );
}
