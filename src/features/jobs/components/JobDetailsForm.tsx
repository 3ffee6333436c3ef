'use client';

import type { Job } from '@/shared/contract/jobs';
import { toast } from '@/shared/ui/toast';
import { updateJob } from '../api';
import { jobFields, jobValues, type JobValues } from '../schema';
import { JobForm } from './JobForm';

/** A job's details to edit: loaded after the job's page, so its form code (Formik, Yup, the address and phone fields) is not in the page's first load. */
export function JobDetailsForm({ job, onSaved }: { job: Job; onSaved: (job: Job) => void }) {
  const save = async (values: JobValues) => {
    onSaved(await updateJob(job.id, jobFields(values)));
    toast.success('The job has been saved.');
  };
  return <JobForm initialValues={jobValues(job)} title="Job details" submitLabel="Save job" onSave={save} />;
}
