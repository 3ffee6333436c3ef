import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../env';
import { fail, text, unknownCall, type Form } from '../http';
import { JOB_NOT_FOUND_MESSAGE } from './limits';
import type { JobRecord } from './state';

/** SANDBOX_JOBS: unset or "on" serves the extension, "off" answers its calls as unknown ones. */
export function jobsExtensionOf(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SANDBOX_JOBS must be "on" or "off", not "${raw}".`);
}

/** Whether this dashboard has the jobs extension for the caller (off for all, or hidden from this customer). */
export function jobsOn(c: Context<SandboxEnv>, ownerId = c.get('identity').user?.id): boolean {
  if (!c.get('options').jobs) return false;
  return ownerId === undefined || !c.get('db').jobs.hiddenFrom.has(ownerId);
}

/** Without the extension every jobs call is a call the dashboard does not have. */
export const jobsGate: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (!jobsOn(c)) return unknownCall(c);
  await next();
};

// Ids are plain digits: "1e2", "0x1" or " 7 " name no job rather than another number's.
const ID = /^[1-9]\d{0,8}$/;

/** A positive id field as sent, or null when malformed; undefined when empty. */
export function readId(form: Form, field: string): number | null | undefined {
  const raw = text(form, field);
  if (!raw) return undefined;
  return ID.test(raw) ? Number(raw) : null;
}

export type Found<T> = { ok: true; value: T } | { ok: false; answer: Response };

/** The caller's job named by `job_id`; another customer's job is as unknown as a missing one (404). */
export function ownJob(c: Context<SandboxEnv>, form: Form): Found<JobRecord> {
  const id = readId(form, 'job_id');
  if (id === undefined) return { ok: false, answer: fail(c, 422, 'job_id is required', { job_id: 'job_id is required' }) };
  const userId = c.get('identity').user!.id;
  const job = id === null ? undefined : c.get('db').jobs.jobs.find((j) => j.id === id && j.user_id === userId);
  return job ? { ok: true, value: job } : { ok: false, answer: fail(c, 404, JOB_NOT_FOUND_MESSAGE) };
}

export const touch = (c: Context<SandboxEnv>, job: JobRecord) => {
  job.updated_at = c.get('db').commerce.now().toISOString();
};
