'use client';

import { Checkbox, Form } from 'antd';
import type { ReactNode } from 'react';
import { useFieldItem } from './use-field-item';

/** antd Checkbox bound to a boolean Formik field; the label is the checkbox's own text. */
export function FormikCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<boolean>({ name, label: undefined });
  return (
    <Form.Item validateStatus={itemProps.validateStatus} help={itemProps.help}>
      <Checkbox
        {...controlProps}
        checked={Boolean(field.value)}
        disabled={disabled}
        onChange={(event) => {
          clearServerError();
          void helpers.setValue(event.target.checked);
        }}
        onBlur={() => void helpers.setTouched(true)}
      >
        {label}
      </Checkbox>
    </Form.Item>
  );
}
