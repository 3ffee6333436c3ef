'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import * as Yup from 'yup';
import type { JobSummary } from '@/modules/jobs/contract';
import { useFieldItem } from '@/shared/ui/form';
import { jobNameRule, type JobRuleTexts } from '../schema';
import styles from './AddToJobModal.module.css';
import jobStyles from './jobs.module.css';

export const NEW_JOB = 'new';

export interface AddToJobValues {
  /** A job's id, or NEW_JOB. */
  job: string;
  /** The new job's name, checked only when a new job is chosen. */
  name: string;
}

/** The dialog's schema in the page's language: a new job's name is checked only when a new job is chosen. */
export const addToJobSchemaOf = (texts: JobRuleTexts) =>
  Yup.object({
    job: Yup.string(),
    name: Yup.string().when('job', { is: NEW_JOB, then: () => jobNameRule(texts) }),
  });

/** The job the lines go into, or "A new job…", whose name is asked below it. */
export function JobChoice({ jobs }: { jobs: JobSummary[] }) {
  const t = useTranslations('jobs.client.addToJob');
  const [field] = useField<string>('job');
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t('job')}</label>
      <select id={id} className={jobStyles.select} {...field}>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {job.name}
          </option>
        ))}
        <option value={NEW_JOB}>{t('newJob')}</option>
      </select>
      {field.value === NEW_JOB && <NewJobName />}
    </>
  );
}

function NewJobName() {
  const t = useTranslations('jobs.client.addToJob');
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'name', label: t('newJobName') });
  return (
    <>
      <label htmlFor={controlProps.id}>{t('newJobName')}</label>
      <input
        {...controlProps}
        className={jobStyles.select}
        value={field.value}
        autoComplete="off"
        placeholder={t('namePlaceholder')}
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
