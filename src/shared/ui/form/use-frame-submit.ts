'use client';

import type { FormikHelpers, FormikValues } from 'formik';
import { useState } from 'react';
import { placeServerError } from './server-message';

/**
 * Where a failure shows: the field that docs/contract.md §8 gives the form's server answer, or a
 * function that places it on fields and returns what is left for the form's own alert.
 */
export type ServerErrors<Values> = (keyof Values & string) | ((error: unknown, helpers: FormikHelpers<Values>) => string | null);

export type SubmitWait = 'changed' | 'valid change';

/**
 * The frame's submit (FormFrame): clears the form's own error, sends, and puts what the send threw
 * where `serverErrors` says. Nothing typed is reset by a failure.
 */
export function useFrameSubmit<Values extends FormikValues>(
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>,
  serverErrors: ServerErrors<Values>,
) {
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      setFormError(typeof serverErrors === 'function' ? serverErrors(error, helpers) : placeServerError(error, helpers, serverErrors));
    }
  }

  return { formError, submit };
}

/** Whether the submit waits: 'changed' for an edit, 'valid change' for an edit that passes validation. */
export function submitHeld(waitsFor: SubmitWait | undefined, { isValid, dirty }: { isValid: boolean; dirty: boolean }): boolean {
  if (waitsFor === 'changed') return !dirty;
  if (waitsFor === 'valid change') return !isValid || !dirty;
  return false;
}
