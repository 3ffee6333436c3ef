'use client';

import { Alert, Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormError, FormikForm, FormikInput, placeServerError } from '@/shared/ui/form';
import { requestPasswordReset } from '../api';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schema';

/** Forgot password (docs/contract.md §4): the e-mail, server errors under it (§8), then the "sent" confirmation. */
export function ForgotPasswordForm({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit({ email }: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) {
    setFormError(null);
    try {
      setSent((await requestPasswordReset(email)).message);
    } catch (error) {
      setFormError(placeServerError(error, helpers, 'email'));
    }
  }

  if (sent) {
    return (
      <div>
        <Alert type="success" showIcon title="Reset link sent" description={sent} role="status" style={{ marginBottom: 16 }} />
        <Button block onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <Formik initialValues={{ email: initialEmail }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormikForm aria-label="Forgot password">
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <FormikInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <FormError message={formError} />
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            Send reset link
          </Button>
          <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
            Back to sign in
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
