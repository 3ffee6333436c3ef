import { colorIdsOrDefault } from '@/modules/catalogue';
import { api, toForm, type FormFields } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { Job, JobSummary } from '@/modules/jobs/contract';
import type { WantedLine } from '@/modules/basket';

/**
 * The jobs calls every place that puts lines into a job needs (docs/contract.md §10), through the
 * door. Loaded only when a customer reaches for a job control, never in a page's first load.
 */

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

/** POST /jobs/lines/add: the same variant already in the job adds to that line, up to 10. With a key (docs/contract.md §11) a repeat is made once. */
export async function addJobLine(jobId: number, { products_id, price_id, tag_id, type_id, color_id, count }: WantedLine['fields'], idempotencyKey?: string): Promise<Job> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const { data } = await api.post<JobAnswer>('/jobs/lines/add', toForm({ job_id: jobId, products_id, price_id, tag_id, type_id, color_id: colorIdsOrDefault(color_id), count }), { headers });
  return data.data;
}

export interface AddedToJob {
  /** The job after the last line that went in (or as it was read, when none did). */
  job: Job | null;
  /** Lines that went in, each with the count it added. */
  added: { label: string; count: number }[];
  /** Lines the job refused (422: past 10, no longer offered, too many lines), with its message. */
  refused: { label: string; message: string }[];
}

/** Lines one after another (each answer counts the ones before it); a 422 is kept, any other failure stops them. */
export async function addLinesToJob(jobId: number, lines: (WantedLine & { key?: string })[]): Promise<AddedToJob> {
  const outcome: AddedToJob = { job: null, added: [], refused: [] };
  for (const line of lines) {
    try {
      outcome.job = await addJobLine(jobId, line.fields, line.key);
      outcome.added.push({ label: line.label, count: line.fields.count });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      outcome.refused.push({ label: line.label, message: error.message });
    }
  }
  return outcome;
}
