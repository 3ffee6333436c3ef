'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { JobSummary } from '@/modules/jobs/contract';
import { Link } from '@/shared/i18n/navigation';
import { formatPrice } from '@/shared/ui/format';
import { PendingButton } from '@/shared/ui/PendingButton';
import stacked from '@/shared/ui/StackedTable.module.css';
import { JobStatusTag } from './JobStatusTag';
import type { NewJobFormProps } from './NewJobForm';
import { useOnDemand } from '../use-on-demand';
import { useJobWords } from '../use-job-texts';
import styles from './jobs.module.css';

// The form's code (antd, Formik, Yup, the address and phone fields) loads when a new job is asked for.
const loadForm = () => import('./NewJobForm').then((loaded) => loaded.NewJobForm);

function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  const t = useTranslations('jobs.client.list');
  const words = useJobWords();
  return (
    <table className={`${styles.table} ${stacked.stacked}`}>
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('job')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('area')}</th>
          <th scope="col">{t('lines')}</th>
          <th scope="col" className={stacked.number}>{t('totalToday')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <th scope="row" data-label={t('job')}>
              <Link href={`/account/jobs/${job.id}`}>{job.name}</Link>
            </th>
            <td data-label={t('status')}><JobStatusTag status={job.status} /></td>
            <td data-label={t('area')}>{words.area(job)}</td>
            <td data-label={t('lines')}>{words.lines(job.lines_count)}</td>
            <td data-label={t('totalToday')} className={stacked.number}>{formatPrice(job.total, words.locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Account → Jobs: what a job is for, the customer's jobs, and a new one. */
export function JobsView({ initialJobs }: { initialJobs: JobSummary[] }) {
  const t = useTranslations('jobs.client.list');
  const [jobs, setJobs] = useState(initialJobs);
  const { Part: NewJobForm, pending, opener, open, close } = useOnDemand<NewJobFormProps>(loadForm);
  const first = jobs.length === 0;

  const created = (job: JobSummary) => {
    setJobs((current) => [job, ...current]);
    close();
  };

  return (
    <div className={styles.sections}>
      {first && !NewJobForm ? (
        <section className={`${styles.card} ${styles.intro}`} aria-labelledby="jobs-intro-title">
          <h2 id="jobs-intro-title">{t('introTitle')}</h2>
          <p>{t('whatAJobIs')}</p>
          <PendingButton ref={opener} className="btn btn-primary" pending={pending} onClick={open}>
            {t('createFirst')}
          </PendingButton>
        </section>
      ) : (
        !NewJobForm && (
          <div className={styles.toolbar}>
            <p className="muted">{t('whatAJobIs')}</p>
            <PendingButton ref={opener} className="btn btn-primary" pending={pending} onClick={open}>
              {t('newJob')}
            </PendingButton>
          </div>
        )
      )}
      {NewJobForm && (
        <section className={styles.card} aria-labelledby="new-job-title">
          <h2 id="new-job-title">{t('newJob')}</h2>
          <NewJobForm onCreated={created} onCancel={close} />
        </section>
      )}
      {!first && <JobsTable jobs={jobs} />}
    </div>
  );
}
