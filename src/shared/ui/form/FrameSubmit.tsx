'use client';

import { Button } from 'antd';
import { useFormikContext, type FormikValues } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { submitHeld, type SubmitWait } from './use-frame-submit';

export interface FrameSubmitProps<Values extends FormikValues> {
  text: string | ((values: Values) => string);
  waitsFor?: SubmitWait;
  /** Held disabled by the form (e.g. nothing to send to yet). */
  disabled?: boolean;
  block: boolean;
  /** Other buttons in one row with the submit, which goes between `before` and `after`. */
  row?: { className: string; before?: ReactNode; after?: ReactNode };
}

/**
 * The frame's submit: disabled while it waits, loading and aria-busy while the request is in flight.
 * It reads Formik itself and renders again only when what it shows changes, not on every keystroke.
 */
export function FrameSubmit<Values extends FormikValues>({ text, waitsFor, disabled = false, block, row }: FrameSubmitProps<Values>) {
  const { values, isSubmitting, isValid, dirty } = useFormikContext<Values>();
  const shownText = typeof text === 'function' ? text(values) : text;
  const held = disabled || submitHeld(waitsFor, { isValid, dirty });
  return useMemo(() => {
    const submit = (
      <Button type="primary" htmlType="submit" block={block} loading={isSubmitting} aria-busy={isSubmitting} disabled={held}>
        {shownText}
      </Button>
    );
    if (!row) return submit;
    return (
      <div className={row.className}>
        {row.before}
        {submit}
        {row.after}
      </div>
    );
  }, [block, isSubmitting, held, shownText, row]);
}
