'use client';

import { Form, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useFieldItem, type FieldItemOptions } from '@/shared/ui/form';
import { fetchServices } from '../api';

/** The service a service request is about; the list comes from GET /services. */
export function ServiceSelectField({ name, label, required }: FieldItemOptions) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const t = useTranslations('requests.client');
  const locale = useLocale();
  const errorText = useErrorText();

  useEffect(() => {
    let live = true;
    fetchServices(locale)
      .then((services) => live && setOptions(services.map((s) => ({ value: String(s.id), label: s.title }))))
      .catch((error: unknown) => live && setLoadError({ error }));
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <Form.Item {...itemProps} help={itemProps.help ?? (loadError ? errorText(loadError.error) : undefined)}>
      <Select
        {...controlProps}
        placeholder={t('chooseService')}
        options={options}
        loading={options.length === 0 && !loadError}
        value={field.value || undefined}
        onChange={(value: string) => {
          clearServerError();
          void helpers.setValue(value);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}
