import 'server-only';
import type { Job, JobSummary } from '@/modules/jobs/contract';
import { customerRead, type CookieJar } from '@/server/dashboard/customer-read';

/**
 * The customer's jobs for the server-rendered jobs pages (docs/contract.md §10). "missing" from
 * GET /jobs is a dashboard without the jobs extension: the storefront then shows no job feature.
 */
export const readJobs = (jar: CookieJar) => customerRead<JobSummary[]>(jar, 'GET', 'jobs');

/** One job; "missing" is a job that is gone, someone else's, or a dashboard without jobs — all a not-found page. */
export const readJob = (jar: CookieJar, jobId: number) => customerRead<Job>(jar, 'POST', 'jobs/view', { job_id: String(jobId) });
