'use client';

import { Form } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { memo, useCallback, useMemo } from 'react';
import { regionNamed, regionsMatching, stateCodeOf, type Region } from '@/modules/address/regions';
import type { Country } from '@/modules/checkout/contract';
import { ComboboxOptions } from '@/shared/ui/ComboboxOptions';
import { useFieldItem } from '@/shared/ui/form';
import { useListCombobox } from '@/shared/ui/use-list-combobox';
import type { AddressValues } from '../schema';
import styles from './AddressFields.module.css';

type FieldItem = ReturnType<typeof useFieldItem<string>>;

interface RegionComboboxProps {
  country: Country;
  label: string;
  text: string;
  itemProps: FieldItem['itemProps'];
  controlProps: FieldItem['controlProps'];
  setRegion: (state: string, stateCode: string) => void;
  touch: () => void;
  clearServerError: () => void;
}

/*
 * State / Province is typed, with the country's regions in a list under it (a WAI-ARIA combobox), not a
 * select: a tap only focuses a text field, where a select's tap waited on the browser drawing its list.
 * While the field has focus the text is the customer's own; when they leave it, or autofill fills it
 * from outside, a region's name or code in any case becomes that region (docs/contract.md §5: the
 * state's name gives its code). Any other text stays as typed, and the form says to pick from the list.
 */
const RegionCombobox = memo(function RegionCombobox({ country, label, text, itemProps, controlProps, setRegion, touch, clearServerError }: RegionComboboxProps) {
  const options = useMemo(() => regionsMatching(country, text), [country, text]);
  const choose = (region: Region) => setRegion(region.name, region.code);
  const settle = (typed: string) => {
    const region = regionNamed(country, typed);
    if (region) choose(region);
    else setRegion(typed, '');
  };
  const onType = (typed: string) => {
    clearServerError();
    if (document.activeElement?.id === controlProps.id) setRegion(typed, stateCodeOf(country, typed));
    else settle(typed);
  };
  const { inputProps, listProps } = useListCombobox({ options, keyOf: (region) => region.code, onType, onPick: choose });
  const t = useTranslations('address.client.labels');

  return (
    <Form.Item {...itemProps}>
      <div className={styles.regionField}>
        <input
          type="text"
          {...controlProps}
          {...inputProps}
          className={styles.listField}
          value={text}
          autoComplete="address-level1"
          spellCheck={false}
          onBlur={() => {
            inputProps.onBlur();
            settle(text);
            touch();
          }}
        />
        <ComboboxOptions {...listProps} label={t('regionList', { label })} className={styles.regionList}>
          {(region) => region.name}
        </ComboboxOptions>
      </div>
    </Form.Item>
  );
});

export function RegionField() {
  const { setValues, setFieldTouched, values } = useFormikContext<AddressValues>();
  const { country } = values;
  const t = useTranslations('address.client.labels');
  const label = country === 'CA' ? t('province') : t('state');
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name: 'state', label, required: true });
  const setRegion = useCallback(
    (state: string, stateCode: string) => void setValues((current) => ({ ...current, state, state_code: stateCode })),
    [setValues],
  );
  const touch = useCallback(() => void setFieldTouched('state', true), [setFieldTouched]);
  return (
    <RegionCombobox
      country={country}
      label={label}
      text={field.value ?? ''}
      itemProps={itemProps}
      controlProps={controlProps}
      setRegion={setRegion}
      touch={touch}
      clearServerError={clearServerError}
    />
  );
}
