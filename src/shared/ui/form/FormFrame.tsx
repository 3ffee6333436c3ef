'use client';

import { Button } from 'antd';
import { Formik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormError } from './FormError';
import { FormikForm } from './FormikForm';
import { placeServerError } from './server-message';

export interface FormFrameProps<Values extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Sends the values; what it throws goes through `serverErrors`. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /**
   * Where a failure shows: the field that docs/contract.md §8 gives the form's server answer, or a
   * function that places it on fields and returns what is left for the form's own alert.
   */
  serverErrors: (keyof Values & string) | ((error: unknown, helpers: FormikHelpers<Values>) => string | null);
  submitText: string;
  /** 'changed': submit waits for an edit; 'valid change': for an edit that passes validation. */
  submitWaitsFor?: 'changed' | 'valid change';
  /** A full-width submit (the modals) or one sized to its text (a form inside a page). */
  block?: boolean;
  /** The fields, above the form's alert and submit. */
  children: ReactNode;
  /** Below the submit (e.g. a way back). */
  footer?: ReactNode;
}

/**
 * The frame every Formik form shares: the labelled form, its fields, the form's own error and the
 * submit button that shows the request in flight. The error is cleared on each submit.
 */
export function FormFrame<Values extends FormikValues>(props: FormFrameProps<Values>) {
  const { label, initialValues, validationSchema, onSubmit, serverErrors, submitText, submitWaitsFor, block = true, children, footer } = props;
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      setFormError(typeof serverErrors === 'function' ? serverErrors(error, helpers) : placeServerError(error, helpers, serverErrors));
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {({ isSubmitting, isValid, dirty }) => (
        <FormikForm aria-label={label}>
          {children}
          <FormError message={formError} />
          <Button type="primary" htmlType="submit" block={block} loading={isSubmitting} disabled={waiting(submitWaitsFor, isValid, dirty)}>
            {submitText}
          </Button>
          {footer}
        </FormikForm>
      )}
    </Formik>
  );
}

function waiting(waitsFor: FormFrameProps<FormikValues>['submitWaitsFor'], isValid: boolean, dirty: boolean): boolean {
  if (waitsFor === 'changed') return !dirty;
  if (waitsFor === 'valid change') return !isValid || !dirty;
  return false;
}
