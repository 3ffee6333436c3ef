'use client';

import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { serverErrorOf, withoutServerError } from './server-errors';

export interface FieldItemOptions {
  name: string;
  label: ReactNode;
  required?: boolean;
}

/**
 * Formik state of one field shaped for antd's Form.Item and control. The error shows only once
 * the field is touched (docs/contract.md §5); a server message for the field shows until it is edited.
 */
export function useFieldItem<Value>({ name, label, required }: FieldItemOptions) {
  const [field, meta, helpers] = useField<Value>(name);
  const { status, setStatus } = useFormikContext();
  const id = useId();
  const helpId = `${id}-help`;
  const error = (meta.touched && meta.error) || serverErrorOf(status, name);

  const clearServerError = () => {
    if (serverErrorOf(status, name)) setStatus(withoutServerError(status, name));
  };

  const itemProps = {
    label,
    htmlFor: id,
    required,
    validateStatus: error ? ('error' as const) : undefined,
    help: error ? <span id={helpId}>{error}</span> : undefined,
  };

  const controlProps = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? helpId : undefined,
    'aria-required': required || undefined,
  };

  return { field, helpers, itemProps, controlProps, clearServerError };
}
