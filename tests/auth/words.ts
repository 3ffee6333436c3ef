import { createTranslator } from 'use-intl/core';
import { MESSAGES, SOURCE_MESSAGES } from '@/app/_i18n/messages';
import type { Locale } from '@/shared/i18n/locales';
import type { ValidationWords } from '@/shared/validation/rules';

/** The kit's validation words in a language, as useValidationWords gives them to a form (for schema tests outside React). */
export function validationWords(locale: Locale): ValidationWords {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'kit.client.validation' });
  return {
    required: (label) => t('required', { label }),
    atLeast: (label, n) => t('atLeast', { label, n }),
    invalidEmail: t('invalidEmail'),
    emailLabel: t('emailLabel'),
  };
}

/** The account forms' labels and mismatch texts in a language (useAccountTexts). */
export const accountTexts = (locale: Locale) => SOURCE_MESSAGES[locale].accounts.client;
