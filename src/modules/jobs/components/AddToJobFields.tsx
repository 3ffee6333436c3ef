'use client';

import { useField } from 'formik';
import { useId } from 'react';
import * as Yup from 'yup';
import type { JobSummary } from '@/modules/jobs/contract';
import { useFieldItem } from '@/shared/ui/form';
import { jobNameRule } from '../schema';
import styles from './AddToJobModal.module.css';
import jobStyles from './jobs.module.css';

export const NEW_JOB = 'new';

export interface AddToJobValues {
  /** A job's id, or NEW_JOB. */
  job: string;
  /** The new job's name, checked only when a new job is chosen. */
  name: string;
}

export const addToJobSchema = Yup.object({
  job: Yup.string(),
  name: Yup.string().when('job', { is: NEW_JOB, then: () => jobNameRule }),
});

/** The job the lines go into, or "A new job…", whose name is asked below it. */
export function JobChoice({ jobs }: { jobs: JobSummary[] }) {
  const [field] = useField<string>('job');
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Job</label>
      <select id={id} className={jobStyles.select} {...field}>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {job.name}
          </option>
        ))}
        <option value={NEW_JOB}>A new job…</option>
      </select>
      {field.value === NEW_JOB && <NewJobName />}
    </>
  );
}

function NewJobName() {
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'name', label: 'Name of the new job' });
  return (
    <>
      <label htmlFor={controlProps.id}>Name of the new job</label>
      <input
        {...controlProps}
        className={jobStyles.select}
        value={field.value}
        autoComplete="off"
        placeholder="e.g. Miller kitchen"
        onChange={(event) => {
          clearServerError();
          field.onChange(event);
        }}
        onBlur={field.onBlur}
      />
      {itemProps.help && <p className={styles.error}>{itemProps.help}</p>}
    </>
  );
}
