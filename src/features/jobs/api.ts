import { api, toForm, type FormFields } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { MessageAnswer } from '@/shared/contract/account';
import { CREW_LINK_DAYS } from '@/shared/config/jobs';
import type { Job, JobLineVariant, JobShareCreated, JobSummary } from '@/shared/contract/jobs';

/** docs/contract.md §10 through the door. Every call but the crew's read is the signed-in owner's. */

type JobAnswer = { data: Job };

export async function fetchJobs(): Promise<JobSummary[]> {
  const { data } = await api.get<{ data: JobSummary[] }>('/jobs');
  return Array.isArray(data.data) ? data.data : [];
}

/**
 * The customer's jobs, or null when the dashboard has no jobs (it answers GET /jobs 404, as it
 * does any call it lacks): then no job feature is offered anywhere.
 */
export async function jobsIfOffered(): Promise<JobSummary[] | null> {
  try {
    return await fetchJobs();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchJob(jobId: number): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/view', toForm({ job_id: jobId }));
  return data.data;
}

export async function createJob(fields: FormFields): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/create', toForm(fields));
  return data.data;
}

/** Only the groups sent change (name; site; area with unit; porosity; coats; notes; status). */
export async function updateJob(jobId: number, fields: FormFields): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/update', toForm({ job_id: jobId, ...fields }));
  return data.data;
}

export async function deleteJob(jobId: number): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/jobs/delete', toForm({ job_id: jobId }));
  return data;
}

/** The same variant already in the job adds to that line, up to 10. */
export async function addJobLine(jobId: number, { color_ids, ...variant }: JobLineVariant, count: number): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/lines/add', toForm({ job_id: jobId, ...variant, color_id: color_ids, count }));
  return data.data;
}

export async function changeJobLineCount(jobId: number, lineId: number, count: number): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/lines/update', toForm({ job_id: jobId, line_id: lineId, count }));
  return data.data;
}

export async function removeJobLine(jobId: number, lineId: number): Promise<Job> {
  const { data } = await api.post<JobAnswer>('/jobs/lines/delete', toForm({ job_id: jobId, line_id: lineId }));
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
