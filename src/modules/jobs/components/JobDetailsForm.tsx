'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { toast } from '@/shared/ui/toast';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { jobCalls } from '../calls';
import { inPageLanguage } from '../page-error';
import { jobFields, jobValues, type JobValues } from '../schema';
import { JobForm } from './JobForm';

export interface JobDetailsFormProps {
  job: Job;
  onSaved: (job: Job) => void;
  onCancel: () => void;
}

/** The job's details form, loaded when the customer opens it (with antd, Formik, Yup and the address fields). */
export function JobDetailsForm({ job, onSaved, onCancel }: JobDetailsFormProps) {
  const errorText = useErrorText();
  const locale = useLocale();
  const t = useTranslations('jobs.client.details');
  const save = async (values: JobValues) => {
    const saved = await (await jobCalls()).updateJob(job.id, jobFields(values, locale)).catch((error: unknown) => {
      throw inPageLanguage(error, errorText);
    });
    onSaved(saved);
    toast.success(t('saved'));
  };
  return (
    <AntdProvider>
      <JobForm initialValues={jobValues(job, locale)} title={t('formTitle')} submitLabel={t('save')} onSave={save} onCancel={onCancel} />
    </AntdProvider>
  );
}
