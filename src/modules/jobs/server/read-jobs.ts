import 'server-only';
import type { Job, JobSummary } from '@/modules/jobs/contract';
import { withIdentity } from '@/server/dashboard/client';
import type { CookieJar } from '@/server/dashboard/customer-read';
import { deadlineIn } from '@/server/dashboard/deadline';
import { dataOf, readDashboard, RECORD_MISSING, type DashboardRead } from '@/server/dashboard/read';
import { AUTH_COOKIE, cookieIn } from '@/shared/api/cookie-names';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/**
 * The customer's own read with the page's language asked of the dashboard (Accept-Language,
 * docs/contract.md §12): a job's lines carry the catalogue's names and sheets, which a dashboard
 * with the extension gives in French. As customerRead (src/server/dashboard/customer-read.ts), with
 * the language: the customer's key only, never cached, every `auth_key` taken out of the answer.
 */
async function customerReadIn<T>(jar: CookieJar, locale: Locale, method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}): Promise<DashboardRead<T>> {
  const apiKey = cookieIn(jar, AUTH_COOKIE)?.value;
  if (!apiKey) return { kind: 'signed-out' };
  const posting = method === 'POST';
  const headers = withIdentity(new Headers({ 'accept-language': LANGUAGE_TAG[locale], ...(posting ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }), { apiKey });
  const body = posting ? new TextEncoder().encode(new URLSearchParams(fields).toString()) : undefined;
  return readDashboard({ path, method, headers, body, shape: dataOf<T>, missing: RECORD_MISSING }, deadlineIn());
}

/**
 * The customer's jobs for the server-rendered jobs pages (docs/contract.md §10). "missing" from
 * GET /jobs is a dashboard without the jobs extension: the storefront then shows no job feature.
 */
export const readJobs = (jar: CookieJar, locale: Locale = DEFAULT_LOCALE) => customerReadIn<JobSummary[]>(jar, locale, 'GET', 'jobs');

/** One job, its lines' names and sheets in `locale`; "missing" is a job that is gone, someone else's, or a dashboard without jobs — all a not-found page. */
export const readJob = (jar: CookieJar, jobId: number, locale: Locale = DEFAULT_LOCALE) =>
  customerReadIn<Job>(jar, locale, 'POST', 'jobs/view', { job_id: String(jobId) });
