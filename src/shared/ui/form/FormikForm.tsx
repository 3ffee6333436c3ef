'use client';

import { Form as AntdForm } from 'antd';
import { Form, type FormikFormProps } from 'formik';

interface Props extends FormikFormProps {
  /** Show antd's asterisk on required fields (off: short forms read better without). */
  requiredMark?: boolean;
}

/**
 * Formik's <form> with antd's vertical layout for the Form.Items inside. No native validation
 * bubbles: the Yup messages are the ones customers see.
 */
export function FormikForm({ children, requiredMark = false, ...formProps }: Props) {
  return (
    <Form noValidate {...formProps}>
      <AntdForm layout="vertical" component={false} requiredMark={requiredMark}>
        {children}
      </AntdForm>
    </Form>
  );
}
