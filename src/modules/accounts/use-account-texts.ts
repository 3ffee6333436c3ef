import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AccountTexts } from './schema';

/** The account forms' labels and mismatch texts in the page's language, for their Yup schemas. */
export function useAccountTexts(): AccountTexts {
  const t = useTranslations('accounts.client');
  return useMemo(
    () => ({
      fields: {
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        email: t('fields.email'),
        password: t('fields.password'),
        confirmPassword: t('fields.confirmPassword'),
        verifyPassword: t('fields.verifyPassword'),
        currentPassword: t('fields.currentPassword'),
        newPassword: t('fields.newPassword'),
      },
      mismatch: { signUp: t('mismatch.signUp'), reset: t('mismatch.reset'), changePassword: t('mismatch.changePassword') },
    }),
    [t],
  );
}
