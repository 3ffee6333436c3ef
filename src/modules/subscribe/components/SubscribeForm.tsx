'use client';

import { useFormik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { serverErrorOf, showServerErrors, submitHeld, tooManyAttempts, useFrameSubmit } from '@/shared/ui/form';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { toast } from '@/shared/ui/toast';
import { subscribe } from '../api';
import { subscribeInitialValues, subscribeSchemaOf, type SubscribeValues } from '../schema';
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
 * a 2 s toast is gone before the customer has read how long to wait. It sends through the form
 * frame's submit with its own markup, without antd (docs/decisions.md, forms).
 */
export default function SubscribeForm({ initialEmail = '', autoFocus = false, onSubscribed }: SubscribeFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const t = useTranslations('subscribe.client');
  const words = useValidationWords();
  const schema = useMemo(() => subscribeSchemaOf(words), [words]);
  const errorText = useErrorText();
  /** A refusal for too many attempts goes under the address; any other failure is a toast. Neither is the form's own alert. */
  const placeRefusal = useCallback(
    (error: unknown, helpers: FormikHelpers<SubscribeValues>): string | null => {
      if (tooManyAttempts(error)) showServerErrors(helpers, { email: errorText(error) });
      else toast.error(errorText(error));
      return null;
    },
    [errorText],
  );
  const frame = useFrameSubmit<SubscribeValues>(async ({ email }, helpers) => {
    helpers.setStatus(undefined);
    const answer = await subscribe(email);
    if (answer.success) {
      toast.success(answer.message);
      helpers.resetForm();
      onSubscribed?.();
    } else {
      toast.error(answer.message);
    }
  }, placeRefusal);
  const formik = useFormik({
    initialValues: subscribeInitialValues,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: frame.submit,
  });
  const { setFieldValue } = formik;

  useEffect(() => {
    if (initialEmail) void setFieldValue('email', initialEmail, true);
  }, [initialEmail, setFieldValue]);

  const refusal = serverErrorOf(formik.status, 'email');
  const invalid = Boolean(formik.touched.email && formik.errors.email);
  const fieldError = invalid ? formik.errors.email : refusal;
  const showError = Boolean(fieldError);
  const held = submitHeld('valid change', formik) || formik.isSubmitting;

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t('email')}
        </label>
        <input
          id={inputId}
          className={`input ${styles.input}`}
          type="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          autoFocus={autoFocus}
          aria-invalid={invalid}
          aria-describedby={showError ? errorId : undefined}
          {...formik.getFieldProps('email')}
          onChange={(event) => {
            if (refusal) formik.setStatus(undefined);
            formik.handleChange(event);
          }}
        />
        {showError && (
          <p id={errorId} className={`field-error ${styles.error}`} role={fieldError === refusal ? 'alert' : undefined}>
            {fieldError}
          </p>
        )}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={held} aria-busy={formik.isSubmitting}>
        {t('submit')}
      </button>
    </form>
  );
}
