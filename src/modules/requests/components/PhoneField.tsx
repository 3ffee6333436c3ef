'use client';

import { Form } from 'antd';
import PhoneInput, { type Country } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY } from '@/shared/config/constants';
import { useFieldItem, type FieldItemOptions } from '@/shared/ui/form';
import styles from './RequestModal.module.css';

/** The country code stands in for a flag: flag images would come from another origin (CSP). */
function CountryCode({ country }: { country?: string }) {
  return <span className={styles.countryCode}>{country ?? '+'}</span>;
}

/** Phone with a country select (default US, docs/contract.md §9), bound to a Formik field; E.164 value. */
export function PhoneField({ name, label, required }: FieldItemOptions) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  return (
    <Form.Item {...itemProps}>
      <PhoneInput
        {...controlProps}
        className={styles.phone}
        defaultCountry={DEFAULT_PHONE_COUNTRY as Country}
        flagComponent={CountryCode}
        autoComplete="tel"
        placeholder="Optional"
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
