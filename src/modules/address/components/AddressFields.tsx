'use client';

import { Form, Radio } from 'antd';
import { useFormikContext } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useId, useMemo } from 'react';
import PhoneInput from 'react-phone-number-input/input';
import { DEFAULT_PHONE_COUNTRY } from '@/shared/config/constants';
import type { Country } from '@/modules/checkout/contract';
import { FormikInput, useFieldItem } from '@/shared/ui/form';
import type { AddressValues } from '../schema';
import styles from './AddressFields.module.css';
import { countryName } from '../address-lines';
import { RegionField } from './RegionField';
import { useSwiftChoice } from '@/shared/ui/form/use-swift-choice';

const COUNTRIES: Country[] = ['US', 'CA'];

/*
 * Formik re-renders every field on any change of the form; each field below renders its antd item
 * again only when what it shows changes (useMemo over its own value, error and the form's stable setters).
 *
 * Neither Country nor State is antd's Select: on a throttled phone a tap on it spent 150-350 ms
 * building and animating its popup. Two countries are two radios, chosen in one tap; State is a
 * typed field with the country's regions listed under it (RegionField).
 */

function CountryField() {
  const { setValues } = useFormikContext<AddressValues>();
  const labelId = useId();
  const t = useTranslations('address.client.labels');
  const locale = useLocale();
  const options = useMemo(() => COUNTRIES.map((value) => ({ value, label: countryName(value, locale) })), [locale]);
  // The group is named by its visible label: a <label for> cannot name a radiogroup.
  const countryLabel = t('country');
  const label = useMemo(() => <span id={labelId}>{countryLabel}</span>, [labelId, countryLabel]);
  const { field, itemProps, controlProps } = useFieldItem<Country>({ name: 'country', label, required: true });
  // docs/contract.md §5: the state list belongs to the country, so a new country resets it.
  const update = useCallback(
    (country: Country) => void setValues((values) => ({ ...values, country, state: '', state_code: '' }), false),
    [setValues],
  );
  const [country, choose] = useSwiftChoice(field.value, update);
  return useMemo(
    () => (
      <Form.Item {...itemProps} htmlFor={undefined}>
        <Radio.Group
          {...controlProps}
          aria-labelledby={labelId}
          className={styles.countryChoice}
          value={country}
          options={options}
          onChange={(event) => choose(event.target.value as Country)}
        />
      </Form.Item>
    ),
    [itemProps, controlProps, labelId, country, choose, options],
  );
}

function PhoneField() {
  const { setFieldValue, setFieldTouched } = useFormikContext<AddressValues>();
  const t = useTranslations('address.client.labels');
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'phone', label: t('phone'), required: true });
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
  const t = useTranslations('address.client.labels');
  return (
    <div className={styles.addressGrid}>
      <CountryField />
      <RegionField />
      <FormikInput name="first_name" label={t('firstName')} required autoComplete="given-name" />
      <FormikInput name="last_name" label={t('lastName')} required autoComplete="family-name" />
      <div className={styles.wide}>
        <FormikInput name="street1" label={t('street1')} required autoComplete="address-line1" />
      </div>
      <div className={styles.wide}>
        <FormikInput name="street2" label={t('street2')} autoComplete="address-line2" />
      </div>
      <FormikInput name="city" label={t('city')} required autoComplete="address-level2" />
      <FormikInput name="zip" label={t('zip')} required autoComplete="postal-code" />
      <PhoneField />
    </div>
  );
});
