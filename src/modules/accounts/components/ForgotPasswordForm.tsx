'use client';

import { Alert, Button } from 'antd';
import { useState } from 'react';
import { FormFrame, FormikInput } from '@/shared/ui/form';
import { requestPasswordReset } from '../api';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schema';

/** Forgot password (docs/contract.md §4): the e-mail, server errors under it (§8), then the "sent" confirmation. */
export function ForgotPasswordForm({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);

  async function submit({ email }: ForgotPasswordValues) {
    setSent((await requestPasswordReset(email)).message);
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
    <FormFrame
      label="Forgot password"
      initialValues={{ email: initialEmail }}
      validationSchema={forgotPasswordSchema}
      onSubmit={submit}
      serverErrors="email"
      submitText="Send reset link"
      footer={
        <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
          Back to sign in
        </Button>
      }
    >
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <FormikInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
    </FormFrame>
  );
}
