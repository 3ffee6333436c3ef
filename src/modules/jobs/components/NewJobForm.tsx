'use client';

import { useLocale, useTranslations } from 'next-intl';
import { storedAreaUnit } from '@/modules/catalogue';
import type { JobSummary } from '@/modules/jobs/contract';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { toast } from '@/shared/ui/toast';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { jobCalls } from '../calls';
import { inPageLanguage } from '../page-error';
import { emptyJob, jobFields, type JobValues } from '../schema';
import { JobForm } from './JobForm';

export interface NewJobFormProps {
  onCreated: (job: JobSummary) => void;
  onCancel: () => void;
}

/** A new job's form: loaded when the customer asks for it, so the jobs list's first load carries no form code. */
export function NewJobForm({ onCreated, onCancel }: NewJobFormProps) {
  const errorText = useErrorText();
  const locale = useLocale();
  const t = useTranslations('jobs.client.list');
  const save = async (values: JobValues) => {
    const job = await (await jobCalls()).createJob(jobFields(values, locale)).catch((error: unknown) => {
      throw inPageLanguage(error, errorText);
    });
    onCreated(job);
    toast.success(t('created', { name: job.name }));
  };
  return (
    <AntdProvider>
      <JobForm initialValues={emptyJob(storedAreaUnit())} title={t('newJob')} submitLabel={t('createJob')} onSave={save} onCancel={onCancel} />
    </AntdProvider>
  );
}
