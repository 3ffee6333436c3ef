'use client';

import { Form, Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { useFieldItem, type FieldItemOptions } from './use-field-item';

type FormikInputProps = FieldItemOptions & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'>;

/** antd Input bound to a Formik field, with its label and touched-only error. */
export function FormikInput({ name, label, required, ...inputProps }: FormikInputProps) {
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    clearServerError();
    field.onChange(event);
  };
  return (
    <Form.Item {...itemProps}>
      <Input {...inputProps} {...controlProps} value={field.value ?? ''} onChange={onChange} onBlur={field.onBlur} />
    </Form.Item>
  );
}
