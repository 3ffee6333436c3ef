'use client';

import { useFormik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { tooManyAttempts } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { subscribe } from '../api';
import { subscribeInitialValues, subscribeSchema } from '../schema';
import styles from './SubscribeForm.module.css';

export interface SubscribeFormProps {
  /** What the visitor typed into the placeholder before this form loaded. */
  initialEmail?: string;
  autoFocus?: boolean;
  /** Called after the server accepted the address (the modal closes itself). */
  onSubscribed?: () => void;
}

/**
 * Newsletter sign-up: POST /subscribe, the server's message as a 2 s toast (docs/contract.md §8).
 * A refusal for too many attempts stays under the field instead, until the address is edited:
 * a 2 s toast is gone before the customer has read how long to wait.
 */
export default function SubscribeForm({ initialEmail = '', autoFocus = false, onSubscribed }: SubscribeFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: subscribeInitialValues,
    validationSchema: subscribeSchema,
    validateOnMount: true,
    onSubmit: async ({ email }, helpers) => {
      setRefusal(null);
      try {
        const answer = await subscribe(email);
        if (answer.success) {
          toast.success(answer.message);
          helpers.resetForm();
          onSubscribed?.();
        } else {
          toast.error(answer.message);
        }
      } catch (error) {
        const wait = tooManyAttempts(error);
        if (wait) setRefusal(wait);
        else toast.error(normaliseError(error).message);
      }
    },
  });
  const { setFieldValue } = formik;

  useEffect(() => {
    if (initialEmail) void setFieldValue('email', initialEmail, true);
  }, [initialEmail, setFieldValue]);

  const invalid = Boolean(formik.touched.email && formik.errors.email);
  const fieldError = invalid ? formik.errors.email : refusal;
  const showError = Boolean(fieldError);
  const canSubmit = formik.dirty && formik.isValid && !formik.isSubmitting;

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Email
        </label>
        <input
          id={inputId}
          className={`input ${styles.input}`}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          autoFocus={autoFocus}
          aria-invalid={invalid}
          aria-describedby={showError ? errorId : undefined}
          {...formik.getFieldProps('email')}
          onChange={(event) => {
            setRefusal(null);
            formik.handleChange(event);
          }}
        />
        {showError && (
          <p id={errorId} className={`field-error ${styles.error}`} role={fieldError === refusal ? 'alert' : undefined}>
            {fieldError}
          </p>
        )}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!canSubmit} aria-busy={formik.isSubmitting}>
        Subscribe
      </button>
    </form>
  );
}
