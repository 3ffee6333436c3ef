import type { FormikHelpers } from 'formik';
import { normaliseError } from '@/shared/api/errors';
import { showServerErrors } from './server-errors';

/**
 * docs/contract.md §8 puts a form's server answer on one field (sign-up and forgot on email, reset on
 * password, change-password on verify). A 4xx answer (429 included) goes there; a failure with
 * no answer or a 5xx is not about the field, so it is returned for the form's own alert.
 */
export function placeServerError<V>(error: unknown, helpers: Pick<FormikHelpers<V>, 'setStatus'>, field: keyof V & string): string | null {
  const { status, message, fieldErrors } = normaliseError(error);
  if (status >= 400 && status < 500) {
    showServerErrors(helpers, { [field]: fieldErrors[field] ?? message });
    return null;
  }
  return message;
}
