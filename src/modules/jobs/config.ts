import { AREA_UNIT_LABELS, MAX_COATS } from '@/modules/catalogue';
import type { AreaUnit } from '@/modules/catalogue/contract';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';

/** docs/contract.md §10 "Fields" and "Limits": the numbers and texts the storefront and the sandbox share. */

export const MAX_JOBS_PER_CUSTOMER = 50;
export const MAX_LINES_PER_JOB = 50;
export const NAME_MAX_LENGTH = 80;
export const NOTES_MAX_LENGTH = 2000;
/** The largest floor a job takes, in each unit (10,000 m² ≈ 107,639 ft²). */
export const MAX_AREA = { m2: 10_000, ft2: 107_639 } as const;

// The contract's texts as the dashboard (the sandbox) answers them; the storefront's forms say the
// same in the page's language from messages/ (en.ts is these words exactly: tests/jobs/job-texts.test.ts).
export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const NAME_LENGTH_MESSAGE = `Name must be at most ${NAME_MAX_LENGTH} characters`;
export const NAME_CHARACTERS_MESSAGE = 'Name must not contain control or formatting characters';
export const AREA_MESSAGE = 'Floor area must be a number greater than 0';
export const AREA_UNIT_MESSAGE = 'Area unit must be m² or ft²';
export const POROSITY_MESSAGE = 'Porosity must be dense, average or porous';
export const NOTES_LENGTH_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;
export const STATUS_MESSAGE = 'Status must be planned, in progress or done';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found.';
export const JOB_DELETED_MESSAGE = 'The job has been deleted.';
export const DUPLICATE_NAME_MESSAGE = 'You already have a job with this name.';
export const TOO_MANY_JOBS_MESSAGE = `You can keep up to ${MAX_JOBS_PER_CUSTOMER} jobs. Delete one you no longer need to make room.`;
export const TOO_MANY_LINES_MESSAGE = `A job can hold up to ${MAX_LINES_PER_JOB} lines.`;
export const LINE_NOT_FOUND_MESSAGE = 'This line is no longer in the job.';

/** Plain decimals only: "1e3", "0x10", "+5", "Infinity" or "45,5" are not an area a person typed. */
export const AREA_DECIMAL = /^\d{1,6}(\.\d{1,2})?$/;
/** Control and invisible formatting characters (bidi overrides, zero-width) would make one name look like another on an invoice. */
export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** Characters as a person counts them: an emoji or an accented letter is one. */
export const characterCount = (value: string) => [...value].length;

/** The one form of a name that rules, duplicates and invoices see: NFC, single spaces, trimmed. */
export const canonicalJobName = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim();

export const COATS_MESSAGE = `Coats must be a whole number from 1 to ${MAX_COATS}`;
export const areaMaxMessage = (unit: AreaUnit) => `Floor area must be at most ${MAX_AREA[unit]} ${AREA_UNIT_LABELS[unit]}`;

/** Which rule a job's name breaks as the contract reads it, or null; the forms say it in the page's language (schema.ts). */
export function jobNameFault(raw: string): 'required' | 'length' | 'characters' | null {
  const name = canonicalJobName(raw);
  if (!name) return 'required';
  if (characterCount(name) > NAME_MAX_LENGTH) return 'length';
  return HIDDEN_CHARACTERS.test(name) ? 'characters' : null;
}
/** Job ids are plain positive integers, as the dashboard reads them ("1e2", "07", "0x7" name no job). */
export const JOB_ID = /^[1-9]\d{0,8}$/;

/** How long a crew link the owner makes lives (the dashboard takes 1 to 90 days). */
export const CREW_LINK_DAYS = 30;
/** A crew link's token: 32 random bytes in base64url. Anything else (an escape, padding, another length) is no token. */
export const CREW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The crew's page of a link, in the language of the page it was made on (`/fr/jobs/shared/<token>` from a French page). */
export const crewLinkPath = (token: string, locale: Locale = DEFAULT_LOCALE) => localePath(`/jobs/shared/${token}`, locale);
