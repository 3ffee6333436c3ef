'use client';

import { Form, Select } from 'antd';
import { useFormikContext } from 'formik';
import { memo, useMemo } from 'react';
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

// Built once, so the State select gets the same list each render and does not rework it.
const REGION_OPTIONS = Object.fromEntries(
  Object.entries(REGIONS).map(([country, regions]) => [country, regions.map((region) => ({ value: region.name, label: region.name }))]),
) as Record<Country, { value: string; label: string }[]>;

/*
 * Formik re-renders every field on any change of the form; each field below renders its antd item
 * again only when what it shows changes (useMemo over its own value, error and the form's stable setters).
 */

function CountryField() {
  const { setValues } = useFormikContext<AddressValues>();
  const { field, itemProps, controlProps } = useFieldItem<Country>({ name: 'country', label: 'Country', required: true });
  return useMemo(
    () => (
      <Form.Item {...itemProps}>
        <Select
          {...controlProps}
          value={field.value}
          options={COUNTRY_OPTIONS}
          // Two options: a virtual list would only add its measuring to the first open.
          virtual={false}
          // docs/contract.md §5: the state list belongs to the country, so a new country resets it.
          onChange={(country: Country) => void setValues((values) => ({ ...values, country, state: '', state_code: '' }))}
        />
      </Form.Item>
    ),
    [itemProps, controlProps, field.value, setValues],
  );
}

function StateField() {
  const { setValues, setFieldTouched, values } = useFormikContext<AddressValues>();
  const { country } = values;
  const label = country === 'CA' ? 'Province' : 'State';
  const { field, itemProps, controlProps } = useFieldItem<string>({ name: 'state', label, required: true });
  return useMemo(
    () => (
      <Form.Item {...itemProps}>
        <Select
          {...controlProps}
          showSearch
          value={field.value || undefined}
          options={REGION_OPTIONS[country]}
          onChange={(state: string) => void setValues((current) => ({ ...current, state, state_code: stateCodeOf(current.country, state) }))}
          onBlur={() => void setFieldTouched('state', true)}
        />
      </Form.Item>
    ),
    [itemProps, controlProps, field.value, country, setValues, setFieldTouched],
  );
}

function PhoneField() {
  const { setFieldValue, setFieldTouched } = useFormikContext<AddressValues>();
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'phone', label: 'Phone', required: true });
  return useMemo(
    () => (
      <Form.Item {...itemProps}>
        <PhoneInput
          {...controlProps}
          className={styles.phone}
          defaultCountry={DEFAULT_PHONE_COUNTRY}
          autoComplete="tel"
          value={field.value || undefined}
          onChange={(value) => {
            clearServerError();
            void setFieldValue('phone', value ?? '');
          }}
          onBlur={() => void setFieldTouched('phone', true)}
        />
      </Form.Item>
    ),
    [itemProps, controlProps, field.value, clearServerError, setFieldValue, setFieldTouched],
  );
}

/** docs/contract.md §3/§5 address fields; labels name the contract's fields. No props: its parent's renders pass it by. */
export const AddressFields = memo(function AddressFields() {
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
});
