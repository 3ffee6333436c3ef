'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRouter } from '@/shared/i18n/navigation';
import { FormikInput, FormikPassword, ModalForm } from '@/shared/ui/form';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { signUp } from '../api';
import { registrationStatusPath } from '../paths';
import { signUpInitialValues, signUpSchemaOf, type SignUpValues } from '../schema';
import { useAccountTexts } from '../use-account-texts';
import { useErrorOn } from '../use-error-on';
import styles from './auth.module.css';

/**
 * SIGN_UP (docs/contract.md §5 rules): server errors under Email (§8); success goes to the pending status page (§2),
 * in the page's language, which the confirmation mail is written in too (§12).
 */
export default function SignUpModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const texts = useAccountTexts();
  const schema = useMemo(() => signUpSchemaOf(words, texts), [words, texts]);
  const placeError = useErrorOn<SignUpValues>('email');

  async function submit(values: SignUpValues) {
    const { email } = await signUp(values, locale);
    onClose();
    router.push(registrationStatusPath(email));
  }

  return (
    <ModalForm
      label={t('signUp.title')}
      onClose={onClose}
      initialValues={signUpInitialValues}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('signUp.submit')}
    >
      <div className={styles.names}>
        <FormikInput name="first_name" label={t('fields.firstName')} autoComplete="given-name" required />
        <FormikInput name="last_name" label={t('fields.lastName')} autoComplete="family-name" required />
      </div>
      <FormikInput name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
      <FormikPassword name="password" label={t('fields.password')} autoComplete="new-password" required />
      <FormikPassword name="verify_password" label={t('fields.confirmPassword')} autoComplete="new-password" required />
    </ModalForm>
  );
}
