/** docs/contract.md §10 "Limits" and the texts its calls answer; those the storefront shows too live in src/shared. */

export {
  DUPLICATE_NAME_MESSAGE,
  JOB_DELETED_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  LINE_NOT_FOUND_MESSAGE,
  MAX_AREA,
  MAX_JOBS_PER_CUSTOMER,
  MAX_LINES_PER_JOB,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  TOO_MANY_JOBS_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
} from '@/modules/jobs/config';

export const MAX_SHARES_PER_JOB = 5;
export const SHARE_DAYS = { min: 1, max: 90, default: 30 } as const;

export const SHARE_NOT_FOUND_MESSAGE = 'This crew link is no longer active.';
export const SHARED_JOB_GONE_MESSAGE = 'This crew link has expired or been revoked.';
export const TOO_MANY_SHARES_MESSAGE = `A job can have up to ${MAX_SHARES_PER_JOB} crew links at a time. Revoke one to make another.`;
export const SAME_LINE_MESSAGE = 'This job already has a line with this sheen, type and colours.';
