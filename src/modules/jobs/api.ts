import { api, toForm, type FormFields } from '@/shared/api/client';
import type { MessageAnswer } from '@/modules/accounts/contract';
import { CREW_LINK_DAYS } from '@/modules/jobs/config';
import type { Job, JobShareCreated } from '@/modules/jobs/contract';

/** docs/contract.md §10 through the door. Every call but the crew's read is the signed-in owner's. */

// The calls that put lines into a job from other pages (job-calls.ts); the job pages use them too.
export { addLinesToJob, createJob, fetchJob, fetchJobs, jobsIfOffered } from '@/modules/jobs/job-calls';

type JobAnswer = { data: Job };

/** Only the groups sent change (name; site; area with unit; porosity; coats; notes; status). */
export async function updateJob(jobId: number, fields: FormFields): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/update', toForm({ job_id: jobId, ...fields }));
  return data.data;
}

export async function deleteJob(jobId: number): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/jobs/delete', toForm({ job_id: jobId }));
  return data;
}

/** The key (docs/contract.md §11): the same change, queued after its answer was lost, is made once. */
const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export async function changeJobLineCount(jobId: number, lineId: number, count: number, idempotencyKey: string): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/lines/update', toForm({ job_id: jobId, line_id: lineId, count }), keyed(idempotencyKey));
  return data.data;
}

export async function removeJobLine(jobId: number, lineId: number, idempotencyKey: string): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/lines/delete', toForm({ job_id: jobId, line_id: lineId }), keyed(idempotencyKey));
  return data.data;
}

/** A crew link for the job; the answer is the only one that holds its token. */
export async function shareJob(jobId: number): Promise<JobShareCreated> {
  const { data } = await api.post<{ data: JobShareCreated }>('/jobs/share', toForm({ job_id: jobId, days: CREW_LINK_DAYS }));
  return data.data;
}

/** The link stops working at once. */
export async function revokeJobShare(jobId: number, shareId: number): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/share/revoke', toForm({ job_id: jobId, share_id: shareId }));
  return data.data;
}
