'use client';

import { Form } from 'antd';
import { useFieldItem } from '@/shared/ui/form';
import { RatingInput } from './RatingInput';

/** The half-star rating bound to a Formik field: a pick counts as touching it, so its error shows at once. */
export function RatingField({ name, label }: { name: string; label: string }) {
  const { field, helpers, itemProps, controlProps, clearServerError } = useFieldItem<number>({ name, label, required: true });
  return (
    <Form.Item {...itemProps} htmlFor={undefined}>
      <RatingInput
        value={field.value}
        onChange={(stars) => {
          clearServerError();
          void helpers.setValue(stars);
          void helpers.setTouched(true, false);
        }}
        onBlur={() => void helpers.setTouched(true)}
        invalid={Boolean(controlProps['aria-invalid'])}
        describedBy={controlProps['aria-describedby']}
      />
    </Form.Item>
  );
}
