'use client';

import { Form, Select } from 'antd';
import { useFormikContext } from 'formik';
import PhoneInput from 'react-phone-number-input/input';
import { DEFAULT_PHONE_COUNTRY } from '@/shared/config/constants';
import { REGIONS, stateCodeOf } from '@/shared/config/regions';
import type { Country } from '@/shared/contract/checkout';
import { FormikInput, useFieldItem } from '@/shared/ui/form';
import type { AddressValues } from '../schema';
import styles from './CheckoutModals.module.css';

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

function CountryField() {
  const { setValues, values } = useFormikContext<AddressValues>();
  const { field, itemProps, controlProps } = useFieldItem<Country>({ name: 'country', label: 'Country', required: true });
  return (
    <Form.Item {...itemProps}>
      <Select
        {...controlProps}
        value={field.value}
        options={COUNTRY_OPTIONS}
        // docs/contract.md §5: the state list belongs to the country, so a new country resets it.
        onChange={(country: Country) => void setValues({ ...values, country, state: '', state_code: '' })}
      />
    </Form.Item>
  );
}

function StateField() {
  const { setValues, values } = useFormikContext<AddressValues>();
  const label = values.country === 'CA' ? 'Province' : 'State';
  const { field, helpers, itemProps, controlProps } = useFieldItem<string>({ name: 'state', label, required: true });
  return (
    <Form.Item {...itemProps}>
      <Select
        {...controlProps}
        showSearch
        value={field.value || undefined}
        options={REGIONS[values.country].map((region) => ({ value: region.name, label: region.name }))}
        onChange={(state: string) => void setValues({ ...values, state, state_code: stateCodeOf(values.country, state) })}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}

function PhoneField() {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'phone', label: 'Phone', required: true });
  return (
    <Form.Item {...itemProps}>
      <PhoneInput
        {...controlProps}
        className={styles.phone}
        defaultCountry={DEFAULT_PHONE_COUNTRY}
        autoComplete="tel"
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

/** docs/contract.md §3/§5 address fields; labels name the contract's fields. */
export function AddressFields() {
  return (
    <div className={styles.addressGrid}>
      <CountryField />
      <StateField />
      <FormikInput name="first_name" label="First name" required autoComplete="given-name" />
      <FormikInput name="last_name" label="Last name" required autoComplete="family-name" />
      <div className={styles.wide}>
        <FormikInput name="street1" label="Street address" required autoComplete="address-line1" />
      </div>
      <div className={styles.wide}>
        <FormikInput name="street2" label="Apartment, suite (optional)" autoComplete="address-line2" />
      </div>
      <FormikInput name="city" label="City" required autoComplete="address-level2" />
      <FormikInput name="zip" label="Zip" required autoComplete="postal-code" />
      <PhoneField />
    </div>
  );
}

