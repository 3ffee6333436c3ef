'use client';

import type { FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { User } from '@/modules/accounts/contract';
import { FormFrame, FormikInput, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { saveNames } from '../profile-api';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { namesSchemaOf, type NamesValues } from '../profile-schema';
import { useAccountTexts } from '../use-account-texts';
import styles from './account.module.css';

/** Editable first and last name (user/names, min 3); e-mail is shown, not edited. */
export function NamesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const texts = useAccountTexts();
  const schema = useMemo(() => namesSchemaOf(words, texts), [words, texts]);
  const errorText = useErrorText();
  // The server's field errors go under their fields; a failure naming no field is the form's own alert.
  const placeError = useCallback(
    (error: unknown, helpers: FormikHelpers<NamesValues>) => {
      const { fieldErrors } = normaliseError(error);
      if (Object.keys(fieldErrors).length === 0) return errorText(error);
      showServerErrors(helpers, fieldErrors);
      return null;
    },
    [errorText],
  );
  async function submit(values: NamesValues, helpers: FormikHelpers<NamesValues>) {
    const saved = await saveNames(values);
    onSaved(saved);
    helpers.resetForm({ values: { first_name: saved.first_name, last_name: saved.last_name } });
    toast.success(t('names.saved'));
  }

  return (
    <FormFrame
      label={t('names.title')}
      initialValues={{ first_name: user.first_name, last_name: user.last_name }}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('names.submit')}
      submitWaitsFor="changed"
      block={false}
    >
      <div className={styles.names}>
        <FormikInput name="first_name" label={t('fields.firstName')} autoComplete="given-name" required />
        <FormikInput name="last_name" label={t('fields.lastName')} autoComplete="family-name" required />
      </div>
    </FormFrame>
  );
}
