'use client';

import { Input } from 'antd';
import { formikTextField, type FieldItemOptions } from '@/shared/ui/form';

const FormikTextArea = formikTextField(Input.TextArea);

/** antd TextArea bound to a Formik field, with its label and touched-only error. */
export function TextAreaField({ rows = 5, ...field }: FieldItemOptions & { rows?: number }) {
  return <FormikTextArea {...field} rows={rows} />;
}
