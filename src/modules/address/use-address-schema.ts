import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { addressSchemaOf, type AddressTexts } from './schema';

/** The address form's words in the page's language. */
export function useAddressTexts(): AddressTexts {
  const t = useTranslations('address.client');
  return useMemo(
    () => ({
      labels: {
        country: t('labels.country'),
        state: t('labels.stateRequired'),
        firstName: t('labels.firstName'),
        lastName: t('labels.lastName'),
        street1: t('labels.street1'),
        city: t('labels.city'),
        zip: t('labels.zip'),
        phone: t('labels.phone'),
      },
      caPostalCode: t('messages.caPostalCode'),
      phoneSymbols: t('messages.phoneSymbols'),
      regionList: (country) => t('messages.regionList', { country }),
    }),
    [t],
  );
}

/** The address rules with the page's words, built once per language. */
export function useAddressSchema() {
  const words = useValidationWords();
  const texts = useAddressTexts();
  return useMemo(() => addressSchemaOf(words, texts), [words, texts]);
}
