'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRouter } from '@/shared/i18n/navigation';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedOut } from '@/modules/session';
import { FormikPassword, ModalForm } from '@/shared/ui/form';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { resetPassword } from '../api';
import { PASSWORD_RESET_NOTICE } from '../paths';
import { rememberSpentResetLink } from '../spent-reset-link';
import { resetPasswordSchemaOf, type ResetPasswordValues } from '../schema';
import { useAccountTexts } from '../use-account-texts';
import { useErrorOn } from '../use-error-on';

type Props = ModalPropsByType['RESET_PASSWORD'] & { onClose: () => void };

/**
 * RESET_PASSWORD (docs/contract.md §5): submit waits for valid, edited fields; server errors under Password (§8).
 * Success signs every key out, so the customer lands on sign-in (in the page's language) with a notice.
 */
export default function ResetPasswordModal({ token, onClose }: Props) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const texts = useAccountTexts();
  const schema = useMemo(() => resetPasswordSchemaOf(words, texts), [words, texts]);
  const placeError = useErrorOn<ResetPasswordValues>('password');

  async function submit({ password }: ResetPasswordValues) {
    await resetPassword(token, password);
    rememberSpentResetLink(token);
    dispatch(signedOut());
    onClose();
    router.replace(`/sign-in?notice=${PASSWORD_RESET_NOTICE}`);
  }

  return (
    <ModalForm
      label={t('resetPassword.title')}
      onClose={onClose}
      initialValues={{ password: '', verify_password: '' }}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('resetPassword.submit')}
      submitWaitsFor="valid change"
    >
      <FormikPassword name="password" label={t('fields.password')} autoComplete="new-password" required />
      <FormikPassword name="verify_password" label={t('fields.verifyPassword')} autoComplete="new-password" required />
    </ModalForm>
  );
}
