'use client';

import { Button } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { storedAreaUnit } from '@/domain/catalogue/area-unit';
import type { JobSummary } from '@/shared/contract/jobs';
import { formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { toast } from '@/shared/ui/toast';
import { createJob } from '../api';
import { emptyJob, jobFields } from '../schema';
import { areaText, linesText } from '../format';
import { JobForm } from './JobForm';
import { JobStatusTag } from './JobStatusTag';
import styles from './jobs.module.css';

const WHAT_A_JOB_IS =
  'A job is one site’s work: its floor (area, wood and coats), the site address, notes for the crew and the products you buy for it. Keep each job’s list here and buy for it when the day comes.';

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
          <th scope="col" className={styles.number}>Total today</th>
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
            <td data-label="Total today" className={styles.number}>{formatPrice(job.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Account → Jobs: what a job is for, the customer's jobs, and a new one. */
export function JobsView({ initialJobs }: { initialJobs: JobSummary[] }) {
  const [jobs, setJobs] = useState(initialJobs);
  const [creating, setCreating] = useState(false);
  const first = jobs.length === 0;

  const save = async (values: Parameters<typeof jobFields>[0]) => {
    const job = await createJob(jobFields(values));
    setJobs((current) => [job, ...current]);
    setCreating(false);
    toast.success(`The job “${job.name}” has been created.`);
  };

  return (
    <div className={styles.sections}>
      {first && !creating ? (
        <section className={`${styles.card} ${styles.intro}`} aria-labelledby="jobs-intro-title">
          <h2 id="jobs-intro-title">Plan your work as jobs</h2>
          <p>{WHAT_A_JOB_IS}</p>
          <Button type="primary" onClick={() => setCreating(true)}>
            Create your first job
          </Button>
        </section>
      ) : (
        !creating && (
          <div className={styles.toolbar}>
            <p className="muted">{WHAT_A_JOB_IS}</p>
            <Button type="primary" onClick={() => setCreating(true)}>
              New job
            </Button>
          </div>
        )
      )}
      {creating && (
        <section className={styles.card} aria-labelledby="new-job-title">
          <h2 id="new-job-title">New job</h2>
          <JobForm
            initialValues={emptyJob(storedAreaUnit())}
            title="New job"
            submitLabel="Create job"
            onSave={save}
            extraActions={<Button onClick={() => setCreating(false)}>Cancel</Button>}
          />
        </section>
      )}
      {!first && <JobsTable jobs={jobs} />}
    </div>
  );
}
