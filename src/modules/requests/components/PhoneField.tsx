'use client';

import { Form } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import PhoneInput, { type Country } from 'react-phone-number-input';
import frenchLabels from 'react-phone-number-input/locale/fr';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY } from '@/shared/config/constants';
import { useFieldItem, type FieldItemOptions } from '@/shared/ui/form';
import styles from './RequestModal.module.css';

/** The country code stands in for a flag: flag images would come from another origin (CSP). */
function CountryCode({ country }: { country?: string }) {
  return <span className={styles.countryCode}>{country ?? '+'}</span>;
}

/**
 * Phone with a country select (default US, docs/contract.md §9), bound to a Formik field; E.164 value.
 * On a French page the country names and the select's labels are French (the package's own English otherwise).
 */
export function PhoneField({ name, label, required }: FieldItemOptions) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const locale = useLocale();
  const t = useTranslations('requests.client');
  return (
    <Form.Item {...itemProps}>
      <PhoneInput
        {...controlProps}
        className={styles.phone}
        defaultCountry={DEFAULT_PHONE_COUNTRY as Country}
        flagComponent={CountryCode}
        labels={locale === 'fr' ? frenchLabels : undefined}
        autoComplete="tel"
        placeholder={t('phonePlaceholder')}
        value={field.value || undefined}
        onChange={(value) => {
          clearServerError();
          void helpers.setValue(value ?? '');
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}
