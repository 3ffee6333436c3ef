'use client';

import { Form as AntdForm, type FormProps as AntdFormProps } from 'antd';
import { Form, type FormikFormProps as FormikOwnFormProps } from 'formik';

export interface FormikFormProps extends FormikOwnFormProps {
  /** antd's asterisk on required fields, or 'optional' beside the others (off: short forms read better without). */
  requiredMark?: AntdFormProps['requiredMark'];
}

/**
 * Formik's <form> with antd's vertical layout for the Form.Items inside. No native validation
 * bubbles: the Yup messages are the ones customers see.
 */
export function FormikForm({ children, requiredMark = false, ...formProps }: FormikFormProps) {
  return (
    <Form noValidate {...formProps}>
      <AntdForm layout="vertical" component={false} requiredMark={requiredMark}>
        {children}
      </AntdForm>
    </Form>
  );
}
