'use client';

import { Form, Input } from 'antd';
import type { ChangeEvent } from 'react';
import { useFieldItem, type FieldItemOptions } from '@/shared/ui/form';

/** antd TextArea bound to a Formik field, with its label and touched-only error. */
export function TextAreaField({ name, label, required, rows = 5 }: FieldItemOptions & { rows?: number }) {
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    clearServerError();
    field.onChange(event);
  };
  return (
    <Form.Item {...itemProps}>
      <Input.TextArea {...controlProps} rows={rows} value={field.value ?? ''} onChange={onChange} onBlur={field.onBlur} />
    </Form.Item>
  );
}
