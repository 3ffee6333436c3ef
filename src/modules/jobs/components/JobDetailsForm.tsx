'use client';

import type { Job } from '@/modules/jobs/contract';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { toast } from '@/shared/ui/toast';
import { jobCalls } from '../calls';
import { jobFields, jobValues, type JobValues } from '../schema';
import { JobForm } from './JobForm';

export interface JobDetailsFormProps {
  job: Job;
  onSaved: (job: Job) => void;
  onCancel: () => void;
}

/** The job's details form, loaded when the customer opens it (with antd, Formik, Yup and the address fields). */
export function JobDetailsForm({ job, onSaved, onCancel }: JobDetailsFormProps) {
  const save = async (values: JobValues) => {
    const saved = await (await jobCalls()).updateJob(job.id, jobFields(values));
    onSaved(saved);
    toast.success('The job has been saved.');
  };
  return (
    <AntdProvider>
      <JobForm initialValues={jobValues(job)} title="Job details" submitLabel="Save job" onSave={save} onCancel={onCancel} />
    </AntdProvider>
  );
}
