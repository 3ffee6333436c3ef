/** docs/contract.md §10 "Limits" and the texts its calls answer. */

export const MAX_JOBS_PER_CUSTOMER = 50;
export const MAX_LINES_PER_JOB = 50;
export const MAX_SHARES_PER_JOB = 5;
export const SHARE_DAYS = { min: 1, max: 90, default: 30 } as const;

export const NAME_MAX_LENGTH = 80;
export const NOTES_MAX_LENGTH = 2000;
export const MAX_COATS = 5;
/** The largest floor a job takes, in each unit (10,000 m² ≈ 107,639 ft²). */
export const MAX_AREA = { m2: 10_000, ft2: 107_639 } as const;
export const AREA_UNIT_LABELS = { m2: 'm²', ft2: 'ft²' } as const;

export const JOB_NOT_FOUND_MESSAGE = 'Job not found.';
export const LINE_NOT_FOUND_MESSAGE = 'This line is no longer in the job.';
export const SHARE_NOT_FOUND_MESSAGE = 'This crew link is no longer active.';
export const SHARED_JOB_GONE_MESSAGE = 'This crew link has expired or been revoked.';
export const JOB_DELETED_MESSAGE = 'The job has been deleted.';
export const TOO_MANY_JOBS_MESSAGE = `You can keep up to ${MAX_JOBS_PER_CUSTOMER} jobs. Delete one you no longer need to make room.`;
export const TOO_MANY_LINES_MESSAGE = `A job can hold up to ${MAX_LINES_PER_JOB} lines.`;
export const TOO_MANY_SHARES_MESSAGE = `A job can have up to ${MAX_SHARES_PER_JOB} crew links at a time. Revoke one to make another.`;
export const DUPLICATE_NAME_MESSAGE = 'You already have a job with this name.';
export const SAME_LINE_MESSAGE = 'This job already has a line with this sheen, type and colours.';
