'use client';

import { Form, Input } from 'antd';
import type { ChangeEvent, ComponentType } from 'react';
import { useFieldItem, type FieldItemOptions } from './use-field-item';

/** Props the binding sets on the control; the caller may pass any other prop the control takes. */
type BoundProp = 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required';

type FormikTextFieldProps<ControlProps> = FieldItemOptions & Omit<ControlProps, BoundProp>;

/** An antd text control (Input, Input.Password, Input.TextArea) bound to a Formik field, with its label and touched-only error. */
export function formikTextField<ControlProps extends object>(Control: ComponentType<ControlProps>) {
  return function FormikTextField({ name, label, required, ...ownProps }: FormikTextFieldProps<ControlProps>) {
    const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
    const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      clearServerError();
      field.onChange(event);
    };
    // Omit<ControlProps, BoundProp> plus the bound props is ControlProps; TypeScript cannot see that for a generic.
    const props = { ...ownProps, ...controlProps, value: field.value ?? '', onChange, onBlur: field.onBlur } as unknown as ControlProps;
    return (
      <Form.Item {...itemProps}>
        <Control {...props} />
      </Form.Item>
    );
  };
}

export const FormikInput = formikTextField(Input);
export const FormikPassword = formikTextField(Input.Password);
