import type { FormikHelpers } from 'formik';
import { normaliseError } from '@/shared/api/errors';
import { showServerErrors } from './server-errors';

/**
 * A refusal for too many attempts (429): about the whole form, never one field, so every form
 * shows it beside its submit button, where the customer is looking, and keeps what was typed.
 * Its message says how long to wait (errors.ts reads it from `Retry-After` when the server's
 * text does not say). Null for any other failure.
 */
export function tooManyAttempts(error: unknown): string | null {
  const { status, message } = normaliseError(error);
  return status === 429 ? message : null;
}

/**
 * docs/contract.md §8 puts a form's server answer on one field (sign-up and forgot on email, reset on
 * password, change-password on verify). A 4xx answer goes there; a 429, a failure with no answer
 * or a 5xx is not about the field, so it is returned for the form's own alert.
 */
export function placeServerError<V>(error: unknown, helpers: Pick<FormikHelpers<V>, 'setStatus'>, field: keyof V & string): string | null {
  const wait = tooManyAttempts(error);
  if (wait) return wait;
  const { status, message, fieldErrors } = normaliseError(error);
  if (status >= 400 && status < 500) {
    showServerErrors(helpers, { [field]: fieldErrors[field] ?? message });
    return null;
  }
  return message;
}

/** The server's field errors go under their fields; a failure naming no field is returned for the form's own alert. */
export function placeFieldErrors<V>(error: unknown, helpers: Pick<FormikHelpers<V>, 'setStatus'>): string | null {
  const { message, fieldErrors } = normaliseError(error);
  if (Object.keys(fieldErrors).length === 0) return message;
  showServerErrors(helpers, fieldErrors);
  return null;
}
