import { Hono, type Context } from 'hono';
import type { SandboxEnv } from '../env';
import { answerLanguage } from '../i18n/language';
import { fail, invalid, readForm, say } from '../http';
import { requireUser } from '../identity';
import { jobAnswer, jobSummary } from './answers';
import { jobsGate, ownJob, touch } from './access';
import type { JobFields } from '@/modules/jobs/contract';
import { canonicalJobName as canonicalName } from '@/modules/jobs/config';
import { readJobFields } from './fields';
import { DUPLICATE_NAME_MESSAGE, JOB_DELETED_MESSAGE, MAX_JOBS_PER_CUSTOMER, TOO_MANY_JOBS_MESSAGE } from './limits';
import { lineRoutes } from './lines';
import { shareRoutes, sharedReadRoutes } from './shares';
import type { JobRecord } from './state';

/** The proposed jobs extension (docs/contract.md §10); app.ts mounts it under /api. */
export const jobRoutes = new Hono<SandboxEnv>();

jobRoutes.use('/jobs', jobsGate);
jobRoutes.use('/jobs/*', jobsGate);
// The crew's read goes by its token alone; every other call is the signed-in owner's.
jobRoutes.route('/', sharedReadRoutes);
jobRoutes.use('/jobs', requireUser);
jobRoutes.use('/jobs/*', requireUser);
jobRoutes.route('/', lineRoutes);
jobRoutes.route('/', shareRoutes);

const customerJobs = (c: Context<SandboxEnv>) => {
  const userId = c.get('identity').user!.id;
  return c.get('db').jobs.jobs.filter((job) => job.user_id === userId);
};

/** Names compare as a person reads them: one canonical form, any case. */
const sameName = (a: string, b: string) => canonicalName(a).toLowerCase() === canonicalName(b).toLowerCase();

const nameTaken = (c: Context<SandboxEnv>, name: string | undefined, except?: JobRecord) =>
  name !== undefined && customerJobs(c).some((job) => job !== except && sameName(job.name, name));

jobRoutes.get('/jobs', (c) => {
  const jobs = [...customerJobs(c)].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
  return c.json({ data: jobs.map((job) => jobSummary(c.get('db'), job)) });
});

jobRoutes.post('/jobs/view', async (c) => {
  const found = ownJob(c, await readForm(c));
  return found.ok ? c.json({ data: jobAnswer(c.get('db'), found.value, answerLanguage(c)) }) : found.answer;
});

jobRoutes.post('/jobs/create', async (c) => {
  const db = c.get('db');
  const checked = readJobFields(await readForm(c), 'create');
  if (!checked.ok) return invalid(c, checked.errors);
  if (customerJobs(c).length >= MAX_JOBS_PER_CUSTOMER) return fail(c, 422, TOO_MANY_JOBS_MESSAGE);
  if (nameTaken(c, checked.value.name)) return invalid(c, { name: DUPLICATE_NAME_MESSAGE });
  const now = db.commerce.now().toISOString();
  const job: JobRecord = {
    ...(checked.value as JobFields),
    id: db.jobs.nextJobId++,
    user_id: c.get('identity').user!.id,
    lines: [],
    created_at: now,
    updated_at: now,
  };
  db.jobs.jobs.push(job);
  return c.json({ data: jobAnswer(db, job, answerLanguage(c)) });
});

jobRoutes.post('/jobs/update', async (c) => {
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const checked = readJobFields(form, 'update');
  if (!checked.ok) return invalid(c, checked.errors);
  if (nameTaken(c, checked.value.name, found.value)) return invalid(c, { name: DUPLICATE_NAME_MESSAGE });
  Object.assign(found.value, checked.value);
  touch(c, found.value);
  return c.json({ data: jobAnswer(c.get('db'), found.value, answerLanguage(c)) });
});

/** The job, its lines and crew links go; its orders keep their reference but no longer point at it. */
jobRoutes.post('/jobs/delete', async (c) => {
  const found = ownJob(c, await readForm(c));
  if (!found.ok) return found.answer;
  const { jobs, commerce } = c.get('db');
  const job = found.value;
  jobs.jobs = jobs.jobs.filter((j) => j !== job);
  jobs.shares = jobs.shares.filter((share) => share.job_id !== job.id);
  for (const order of commerce.orders) if (order.job_id === job.id) order.job_id = null;
  return c.json({ success: true, message: say(c, JOB_DELETED_MESSAGE) });
});
