'use client';

import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useFieldItem, type FieldItemOptions } from '@/shared/ui/form';
import { fetchServices } from '../api';

/** The service a service request is about; the list comes from GET /services. */
export function ServiceSelectField({ name, label, required }: FieldItemOptions) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchServices()
      .then((services) => live && setOptions(services.map((s) => ({ value: String(s.id), label: s.title }))))
      .catch((error: unknown) => live && setLoadError(normaliseError(error).message));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Form.Item {...itemProps} help={itemProps.help ?? loadError ?? undefined}>
      <Select
        {...controlProps}
        placeholder="Choose a service"
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
