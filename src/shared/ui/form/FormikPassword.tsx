'use client';

import { Form, Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';
import type { ChangeEvent } from 'react';
import { useFieldItem, type FieldItemOptions } from './use-field-item';

type FormikPasswordProps = FieldItemOptions & Omit<PasswordProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'>;

/** antd Input.Password bound to a Formik field, with its label and touched-only error. */
export function FormikPassword({ name, label, required, ...inputProps }: FormikPasswordProps) {
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    clearServerError();
    field.onChange(event);
  };
  return (
    <Form.Item {...itemProps}>
      <Input.Password {...inputProps} {...controlProps} value={field.value ?? ''} onChange={onChange} onBlur={field.onBlur} />
    </Form.Item>
  );
}
