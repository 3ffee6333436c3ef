'use client';

import { Formik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormError } from './FormError';
import { FormikForm, type FormikFormProps } from './FormikForm';
import { FrameSubmit, type FrameSubmitProps } from './FrameSubmit';
import { useFrameSubmit, type ServerErrors, type SubmitWait } from './use-frame-submit';

export interface FormFrameProps<Values extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Take new `initialValues` when they change (a form showing a record that is saved and read again). */
  enableReinitialize?: boolean;
  /** Sends the values; what it throws goes through `serverErrors`. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** Where a failure shows (use-frame-submit.ts). */
  serverErrors: ServerErrors<Values>;
  /** The submit's text, or its text for the values typed so far. */
  submitText: FrameSubmitProps<Values>['text'];
  /** 'changed': submit waits for an edit; 'valid change': for an edit that passes validation. */
  submitWaitsFor?: SubmitWait;
  /** Keeps the submit disabled whatever was typed (e.g. there is nothing to send to yet). */
  submitDisabled?: boolean;
  /** A full-width submit (the modals) or one sized to its text (a form inside a page or with other buttons). */
  block?: boolean;
  /** Buttons in one row with the submit (e.g. Cancel), in the row's class. */
  actions?: FrameSubmitProps<Values>['row'];
  /** The form is still reading what it offers (aria-busy). */
  busy?: boolean;
  className?: string;
  requiredMark?: FormikFormProps['requiredMark'];
  /** The fields, above the form's alert and submit. */
  children: ReactNode;
  /** Below the submit (e.g. a way back). */
  footer?: ReactNode;
}

/**
 * The frame every form that sends data shares: the labelled form, its fields, the form's own error
 * and the submit button that shows the request in flight. The error is cleared on each submit; what
 * was typed stays after a failure.
 */
export function FormFrame<Values extends FormikValues>(props: FormFrameProps<Values>) {
  const { label, initialValues, validationSchema, enableReinitialize, onSubmit, serverErrors, children, footer } = props;
  const { submitText, submitWaitsFor, submitDisabled, block = true, actions, busy, className, requiredMark } = props;
  const { formError, submit } = useFrameSubmit(onSubmit, serverErrors);

  // Children, not a render function: a keystroke re-renders what reads Formik, not the whole form.
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} enableReinitialize={enableReinitialize} onSubmit={submit}>
      <FormikForm aria-label={label} aria-busy={busy || undefined} className={className} requiredMark={requiredMark}>
        {children}
        <FormError message={formError} />
        <FrameSubmit text={submitText} waitsFor={submitWaitsFor} disabled={submitDisabled} block={block} row={actions} />
        {footer}
      </FormikForm>
    </Formik>
  );
}
