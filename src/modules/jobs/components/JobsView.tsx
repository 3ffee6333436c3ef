'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { JobSummary } from '@/modules/jobs/contract';
import { formatPrice } from '@/shared/ui/format';
import { PendingButton } from '@/shared/ui/PendingButton';
import stacked from '@/shared/ui/StackedTable.module.css';
import { areaText, linesText } from '../format';
import { JobStatusTag } from './JobStatusTag';
import type { NewJobFormProps } from './NewJobForm';
import { useOnDemand } from '../use-on-demand';
import styles from './jobs.module.css';

const WHAT_A_JOB_IS =
  'A job is one site’s work: its floor (area, wood and coats), the site address, notes for the crew and the products you buy for it. Keep each job’s list here and buy for it when the day comes.';

// The form's code (antd, Formik, Yup, the address and phone fields) loads when a new job is asked for.
const loadForm = () => import('./NewJobForm').then((loaded) => loaded.NewJobForm);

function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  return (
    <table className={`${styles.table} ${stacked.stacked}`}>
      <caption className="visually-hidden">Your jobs</caption>
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Status</th>
          <th scope="col">Area</th>
          <th scope="col">Lines</th>
          <th scope="col" className={stacked.number}>Total today</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <th scope="row" data-label="Job">
              <Link href={`/account/jobs/${job.id}`}>{job.name}</Link>
            </th>
            <td data-label="Status"><JobStatusTag status={job.status} /></td>
            <td data-label="Area">{areaText(job)}</td>
            <td data-label="Lines">{linesText(job.lines_count)}</td>
            <td data-label="Total today" className={stacked.number}>{formatPrice(job.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Account → Jobs: what a job is for, the customer's jobs, and a new one. */
export function JobsView({ initialJobs }: { initialJobs: JobSummary[] }) {
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
          <h2 id="jobs-intro-title">Plan your work as jobs</h2>
          <p>{WHAT_A_JOB_IS}</p>
          <PendingButton ref={opener} className="btn btn-primary" pending={pending} onClick={open}>
            Create your first job
          </PendingButton>
        </section>
      ) : (
        !NewJobForm && (
          <div className={styles.toolbar}>
            <p className="muted">{WHAT_A_JOB_IS}</p>
            <PendingButton ref={opener} className="btn btn-primary" pending={pending} onClick={open}>
              New job
            </PendingButton>
          </div>
        )
      )}
      {NewJobForm && (
        <section className={styles.card} aria-labelledby="new-job-title">
          <h2 id="new-job-title">New job</h2>
          <NewJobForm onCreated={created} onCancel={close} />
        </section>
      )}
      {!first && <JobsTable jobs={jobs} />}
    </div>
  );
}
