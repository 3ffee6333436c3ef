'use client';

import { Alert, Button } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormFrame, FormikInput } from '@/shared/ui/form';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { requestPasswordReset } from '../api';
import { forgotPasswordSchemaOf, type ForgotPasswordValues } from '../schema';
import { useErrorOn } from '../use-error-on';

/**
 * Forgot password (docs/contract.md §4): the e-mail, server errors under it (§8), then the "sent" confirmation.
 * The reset mail is asked for in the page's language (§12).
 */
export function ForgotPasswordForm({ onBack, initialEmail = '' }: { onBack: () => void; initialEmail?: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const locale = useLocale();
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const schema = useMemo(() => forgotPasswordSchemaOf(words), [words]);
  const placeError = useErrorOn<ForgotPasswordValues>('email');

  async function submit({ email }: ForgotPasswordValues) {
    setSent((await requestPasswordReset(email, locale)).message);
  }

  if (sent) {
    return (
      <div>
        <Alert type="success" showIcon title={t('forgotPassword.sent')} description={sent} role="status" style={{ marginBottom: 16 }} />
        <Button block onClick={onBack}>
          {t('forgotPassword.back')}
        </Button>
      </div>
    );
  }

  return (
    <FormFrame
      label={t('forgotPassword.title')}
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('forgotPassword.submit')}
      footer={
        <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
          {t('forgotPassword.back')}
        </Button>
      }
    >
      <p>{t('forgotPassword.lead')}</p>
      <FormikInput name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
    </FormFrame>
  );
}
