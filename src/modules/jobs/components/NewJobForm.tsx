'use client';

import { storedAreaUnit } from '@/modules/catalogue';
import type { JobSummary } from '@/modules/jobs/contract';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { toast } from '@/shared/ui/toast';
import { jobCalls } from '../calls';
import { emptyJob, jobFields, type JobValues } from '../schema';
import { JobForm } from './JobForm';

export interface NewJobFormProps {
  onCreated: (job: JobSummary) => void;
  onCancel: () => void;
}

/** A new job's form: loaded when the customer asks for it, so the jobs list's first load carries no form code. */
export function NewJobForm({ onCreated, onCancel }: NewJobFormProps) {
  const save = async (values: JobValues) => {
    const job = await (await jobCalls()).createJob(jobFields(values));
    onCreated(job);
    toast.success(`The job “${job.name}” has been created.`);
  };
  return (
    <AntdProvider>
      <JobForm initialValues={emptyJob(storedAreaUnit())} title="New job" submitLabel="Create job" onSave={save} onCancel={onCancel} />
    </AntdProvider>
  );
}
