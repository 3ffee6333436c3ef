'use client';

import { Button } from 'antd';
import { storedAreaUnit } from '@/domain/catalogue/area-unit';
import type { JobSummary } from '@/shared/contract/jobs';
import { toast } from '@/shared/ui/toast';
import { createJob } from '../api';
import { emptyJob, jobFields, type JobValues } from '../schema';
import { JobForm } from './JobForm';

/** A new job's form: loaded when the customer asks for it, so the jobs list's first load carries no form code. */
export function NewJobForm({ onCreated, onCancel }: { onCreated: (job: JobSummary) => void; onCancel: () => void }) {
  const save = async (values: JobValues) => {
    const job = await createJob(jobFields(values));
    onCreated(job);
    toast.success(`The job “${job.name}” has been created.`);
  };
  return (
    <JobForm
      initialValues={emptyJob(storedAreaUnit())}
      title="New job"
      submitLabel="Create job"
      onSave={save}
      extraActions={<Button onClick={onCancel}>Cancel</Button>}
    />
  );
}
