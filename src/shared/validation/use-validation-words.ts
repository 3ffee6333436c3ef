import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ValidationWords } from './rules';

/** The default validation messages in the page's language, for a form's Yup schema. */
export function useValidationWords(): ValidationWords {
  const t = useTranslations('kit.client.validation');
  return useMemo(
    () => ({
      required: (label: string) => t('required', { label }),
      atLeast: (label: string, n: number) => t('atLeast', { label, n }),
      invalidEmail: t('invalidEmail'),
      emailLabel: t('emailLabel'),
    }),
    [t],
  );
}
