'use client';

import { Form, Input } from 'antd';
import { memo, useCallback, type ChangeEvent, type ComponentType } from 'react';
import { useFieldItem, type FieldItemOptions } from './use-field-item';

/** Props the binding sets on the control; the caller may pass any other prop the control takes. */
type BoundProp = 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required';

type FormikTextFieldProps<ControlProps> = FieldItemOptions & Omit<ControlProps, BoundProp>;

type ItemProps = ReturnType<typeof useFieldItem>['itemProps'];

/** An antd text control (Input, Input.Password, Input.TextArea) bound to a Formik field, with its label and touched-only error. */
export function formikTextField<ControlProps extends object>(Control: ComponentType<ControlProps>) {
  // Formik re-renders every field on any change; the item and its control render again only when their own props change.
  const Item = memo(function TextFieldItem({ itemProps, ...props }: { itemProps: ItemProps } & Record<string, unknown>) {
    return (
      <Form.Item {...itemProps}>
        {/* Omit<ControlProps, BoundProp> plus the bound props is ControlProps; TypeScript cannot see that for a generic. */}
        <Control {...(props as unknown as ControlProps)} />
      </Form.Item>
    );
  });
  return function FormikTextField({ name, label, required, ...ownProps }: FormikTextFieldProps<ControlProps>) {
    const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label, required });
    const { onChange: setFromEvent, onBlur } = field;
    const onChange = useCallback(
      (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        clearServerError();
        setFromEvent(event);
      },
      [clearServerError, setFromEvent],
    );
    return <Item itemProps={itemProps} {...ownProps} {...controlProps} value={field.value ?? ''} onChange={onChange} onBlur={onBlur} />;
  };
}

export const FormikInput = formikTextField(Input);
export const FormikPassword = formikTextField(Input.Password);
