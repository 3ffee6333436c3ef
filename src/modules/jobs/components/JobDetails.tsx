'use client';

import { useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { PendingButton } from '@/shared/ui/PendingButton';
import { useJobWords } from '../use-job-texts';
import type { JobDetailsFormProps } from './JobDetailsForm';
import { JobStatusTag } from './JobStatusTag';
import { SiteAddress } from './SiteAddress';
import { useOnDemand } from '../use-on-demand';
import styles from './jobs.module.css';

const loadForm = () => import('./JobDetailsForm').then((loaded) => loaded.JobDetailsForm);

/** The job's details as text, and "Edit details", which loads the form (Formik, Yup, the address fields) on the click. */
export function JobDetails({ job, onSaved }: { job: Job; onSaved: (job: Job) => void }) {
  const t = useTranslations('jobs.client.details');
  const words = useJobWords();
  const { Part: Form, pending, opener, open, close } = useOnDemand<JobDetailsFormProps>(loadForm);
  return (
    <section className={styles.card} aria-labelledby="job-details-title">
      <h2 id="job-details-title">{t('title')}</h2>
      {Form ? (
        <Form
          job={job}
          onSaved={(saved) => {
            onSaved(saved);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <>
          <dl className={styles.details}>
            <dt>{t('status')}</dt>
            <dd>
              <JobStatusTag status={job.status} />
            </dd>
            <dt>{t('floorArea')}</dt>
            <dd>{words.area(job)}</dd>
            <dt>{t('wood')}</dt>
            <dd>{job.porosity === null ? '—' : words.porosity(job.porosity)}</dd>
            <dt>{t('coats')}</dt>
            <dd>{job.coats ?? '—'}</dd>
            <dt>{t('site')}</dt>
            <dd>{job.site ? <SiteAddress site={job.site} /> : t('noSite')}</dd>
            <dt>{t('notes')}</dt>
            <dd className={styles.notes}>{job.notes || '—'}</dd>
          </dl>
          <PendingButton ref={opener} pending={pending} onClick={open}>
            {t('edit')}
          </PendingButton>
        </>
      )}
    </section>
  );
}
