import { isAxiosError } from 'axios';
import type { ErrorAnswer } from '@/shared/contract/account';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server is taking too long to answer. Please try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const CANCELLED_MESSAGE = 'The request was cancelled.';

/** Every failed call, in one shape. `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
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

/** The error of a call the door answered with `status` and the body `data`. */
export function errorFromAnswer(status: number, data: unknown): ApiError {
  const body: Partial<ErrorAnswer> = isRecord(data) ? data : {};
  const fieldErrors = fieldErrorsOf(body.errors);
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : (Object.values(fieldErrors)[0] ?? (status >= 500 ? SERVER_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE));
  return new ApiError(status, message, fieldErrors);
}

/** Turns whatever a call threw into an ApiError the UI can show: a 4xx is `{ message, errors? }` (docs/contract.md §7), and §8 shows its message. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) return errorFromAnswer(error.response.status, error.response.data);
    if (error.code === 'ERR_CANCELED') return new ApiError(0, CANCELLED_MESSAGE);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(0, TIMEOUT_MESSAGE);
    return new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  return new ApiError(0, UNKNOWN_ERROR_MESSAGE);
}
