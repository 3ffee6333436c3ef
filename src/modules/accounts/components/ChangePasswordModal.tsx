'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FormikPassword, ModalForm } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { changePassword } from '../profile-api';
import { changePasswordInitialValues, changePasswordSchemaOf, type ChangePasswordValues } from '../profile-schema';
import { useAccountTexts } from '../use-account-texts';
import { useErrorOn } from '../use-error-on';

/** CHANGE_PASSWORD (docs/contract.md §5, §8): the server's answer shows under Verify password. */
export default function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const texts = useAccountTexts();
  const schema = useMemo(() => changePasswordSchemaOf(words, texts), [words, texts]);
  const placeError = useErrorOn<ChangePasswordValues>('verify_password');

  async function submit(values: ChangePasswordValues) {
    const { message } = await changePassword(values);
    toast.success(message);
    onClose();
  }

  return (
    <ModalForm
      label={t('account.changePassword')}
      onClose={onClose}
      initialValues={changePasswordInitialValues}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('account.changePassword')}
    >
      <FormikPassword name="current_password" label={t('fields.currentPassword')} autoComplete="current-password" required />
      <FormikPassword name="new_password" label={t('fields.newPassword')} autoComplete="new-password" required />
      <FormikPassword name="verify_password" label={t('fields.verifyPassword')} autoComplete="new-password" required />
    </ModalForm>
  );
}
