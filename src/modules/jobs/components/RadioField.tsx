'use client';

import { Form, Radio } from 'antd';
import { useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { useFieldItem } from '@/shared/ui/form';

interface RadioFieldProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** A few choices as radios bound to a Formik field; the group is named by its visible label (a <label for> cannot name a radiogroup). */
export function RadioField({ name, label, options }: RadioFieldProps) {
  const { setFieldValue } = useFormikContext();
  const labelId = useId();
  const shownLabel = useMemo(() => <span id={labelId}>{label}</span>, [labelId, label]);
  const { field, itemProps, controlProps, clearServerError } = useFieldItem<string>({ name, label: shownLabel });
  return (
    <Form.Item {...itemProps} htmlFor={undefined}>
      <Radio.Group
        {...controlProps}
        aria-labelledby={labelId}
        value={field.value}
        options={options}
        onChange={(event) => {
          clearServerError();
          void setFieldValue(name, event.target.value);
        }}
      />
    </Form.Item>
  );
}
