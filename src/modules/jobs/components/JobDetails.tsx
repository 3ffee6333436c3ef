'use client';

import { POROSITY_LABELS } from '@/modules/catalogue';
import type { Job } from '@/modules/jobs/contract';
import { PendingButton } from '@/shared/ui/PendingButton';
import { areaText } from '../format';
import type { JobDetailsFormProps } from './JobDetailsForm';
import { JobStatusTag } from './JobStatusTag';
import { SiteAddress } from './SiteAddress';
import { useOnDemand } from '../use-on-demand';
import styles from './jobs.module.css';

const loadForm = () => import('./JobDetailsForm').then((loaded) => loaded.JobDetailsForm);

/** The job's details as text, and "Edit details", which loads the form (Formik, Yup, the address fields) on the click. */
export function JobDetails({ job, onSaved }: { job: Job; onSaved: (job: Job) => void }) {
  const { Part: Form, pending, opener, open, close } = useOnDemand<JobDetailsFormProps>(loadForm);
  return (
    <section className={styles.card} aria-labelledby="job-details-title">
      <h2 id="job-details-title">Details</h2>
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
            <dt>Status</dt>
            <dd>
              <JobStatusTag status={job.status} />
            </dd>
            <dt>Floor area</dt>
            <dd>{areaText(job)}</dd>
            <dt>Wood</dt>
            <dd>{job.porosity === null ? '—' : POROSITY_LABELS[job.porosity]}</dd>
            <dt>Coats</dt>
            <dd>{job.coats ?? '—'}</dd>
            <dt>Site</dt>
            <dd>{job.site ? <SiteAddress site={job.site} /> : 'Not given yet'}</dd>
            <dt>Notes</dt>
            <dd className={styles.notes}>{job.notes || '—'}</dd>
          </dl>
          <PendingButton ref={opener} pending={pending} onClick={open}>
            Edit details
          </PendingButton>
        </>
      )}
    </section>
  );
}
