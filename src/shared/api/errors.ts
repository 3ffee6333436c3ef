import type { ErrorAnswer } from './answers';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server is taking too long to answer. Please try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const CANCELLED_MESSAGE = 'The request was cancelled.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts.';
const WAIT_A_FEW_MINUTES = 'Please wait a few minutes and try again.';

/**
 * Which of the shop's own messages an error carries, so a page shows it in its language
 * (useErrorText, src/shared/i18n/use-error-text.ts); none when the message is the server's own.
 */
export type ErrorCode = 'network' | 'timeout' | 'server' | 'unknown' | 'cancelled' | 'tooMany';

/** Every failed call, in one shape. `status` is 0 when no answer arrived; a 429's message says how long to wait. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly code: ErrorCode | undefined;
  /** A 429's wait in seconds, when the shop said it (code 'tooMany'). */
  readonly retryAfter: number | null;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, code?: ErrorCode, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `errors` as the dashboard sends them: one message per field, or a list whose first counts. */
function fieldErrorsOf(errors: unknown): Record<string, string> {
  if (!isRecord(errors)) return {};
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message !== '') fields[field] = message;
  }
  return fields;
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const raw = header?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** How long to wait in the door's own words (src/server/door/abuse-limits.ts): whole minutes, at least one. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const SAYS_HOW_LONG = /\d+\s*(seconds?|minutes?|hours?|days?)\b/i;

/**
 * A 429's message: the door's own already says how long to wait; any other (a proxy's, a
 * dashboard's, none) gets the wait from `Retry-After`, so the customer always learns when to come back.
 */
function tooManyAttemptsMessage(message: string | undefined, retryAfter: number | null): string {
  if (message && SAYS_HOW_LONG.test(message)) return message;
  const said = message ?? TOO_MANY_ATTEMPTS;
  const ends = /[.!?]$/.test(said) ? said : `${said}.`;
  return `${ends} ${retryAfter === null ? WAIT_A_FEW_MINUTES : tryAgainIn(retryAfter)}`;
}

/** The error of a call the door answered with `status`, the body `data` and its `Retry-After` header. */
export function errorFromAnswer(status: number, data: unknown, retryAfter: string | null = null): ApiError {
  const body: Partial<ErrorAnswer> = isRecord(data) ? data : {};
  const fieldErrors = fieldErrorsOf(body.errors);
  const said = typeof body.message === 'string' && body.message.trim() !== '' ? body.message.trim() : undefined;
  if (status === 429) {
    const wait = retryAfterSeconds(retryAfter);
    const ownWords = !(said && SAYS_HOW_LONG.test(said));
    return new ApiError(status, tooManyAttemptsMessage(said, wait), fieldErrors, ownWords && !said ? 'tooMany' : undefined, wait);
  }
  const message = said ?? Object.values(fieldErrors)[0];
  if (message !== undefined) return new ApiError(status, message, fieldErrors);
  return status >= 500 ? new ApiError(status, SERVER_ERROR_MESSAGE, fieldErrors, 'server') : new ApiError(status, UNKNOWN_ERROR_MESSAGE, fieldErrors, 'unknown');
}

/** Turns whatever a call threw into an ApiError the UI can show: the client's calls already reject with one (call.ts); anything else is unknown. */
export function normaliseError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, UNKNOWN_ERROR_MESSAGE, {}, 'unknown');
}
