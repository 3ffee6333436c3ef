import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { answerLanguage } from '../i18n/language';
import { fail, readForm, text, unknownCall } from '../http';
import { activeShares, isActive, jobAnswer, sharedAnswer } from './answers';
import { jobsOn, ownJob, readId } from './access';
import type { JobShareCreated } from '@/modules/jobs/contract';
import { MAX_SHARES_PER_JOB, SHARE_DAYS, SHARE_NOT_FOUND_MESSAGE, SHARED_JOB_GONE_MESSAGE, TOO_MANY_SHARES_MESSAGE } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;
// 32 random bytes in base64url: 43 characters, 256 bits (OWASP asks at least 128 for a bearer token).
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_DAYS_MESSAGE = `Days must be a whole number from ${SHARE_DAYS.min} to ${SHARE_DAYS.max}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The owner makes and revokes crew links. */
export const shareRoutes = new Hono<SandboxEnv>();

shareRoutes.post('/jobs/share', async (c) => {
  const db = c.get('db');
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const rawDays = text(form, 'days');
  const days = rawDays ? Number(rawDays) : SHARE_DAYS.default;
  if (!/^\d{0,2}$/.test(rawDays) || days < SHARE_DAYS.min || days > SHARE_DAYS.max) {
    return fail(c, 422, SHARE_DAYS_MESSAGE, { days: SHARE_DAYS_MESSAGE });
  }
  if (activeShares(db, found.value).length >= MAX_SHARES_PER_JOB) return fail(c, 422, TOO_MANY_SHARES_MESSAGE);

  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = db.commerce.now();
  const share = {
    id: db.jobs.nextShareId++,
    job_id: found.value.id,
    token_hash: hashOf(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
    revoked: false,
  };
  db.jobs.shares.push(share);
  const created: JobShareCreated = { id: share.id, created_at: share.created_at, expires_at: share.expires_at, token };
  return c.json({ data: created });
});

shareRoutes.post('/jobs/share/revoke', async (c) => {
  const db = c.get('db');
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const shareId = readId(form, 'share_id');
  if (shareId === undefined) return fail(c, 422, 'share_id is required', { share_id: 'share_id is required' });
  const share = activeShares(db, found.value).find((s) => s.id === shareId);
  if (!share) return fail(c, 404, SHARE_NOT_FOUND_MESSAGE);
  share.revoked = true;
  return c.json({ data: jobAnswer(db, found.value, answerLanguage(c)) });
});

/** The crew's read: the token alone opens the job, read-only, until it expires or is revoked. */
export const sharedReadRoutes = new Hono<SandboxEnv>();

sharedReadRoutes.post('/jobs/shared', async (c) => {
  const db = c.get('db');
  const token = text(await readForm(c), 'token');
  // Unknown, malformed, revoked, expired or of a deleted job: one answer, so a guess learns nothing.
  const gone = () => fail(c, 404, SHARED_JOB_GONE_MESSAGE);
  if (!TOKEN.test(token)) return gone();
  const hash = hashOf(token);
  const share = db.jobs.shares.find((s) => s.token_hash === hash);
  if (!share || !isActive(share, db.commerce.now())) return gone();
  const job = db.jobs.jobs.find((j) => j.id === share.job_id);
  if (!job) return gone();
  if (!jobsOn(c, job.user_id)) return unknownCall(c);
  return c.json({ data: sharedAnswer(db, job, share, answerLanguage(c)) });
});
