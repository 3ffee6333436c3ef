'use client';

import { useField, useFormikContext } from 'formik';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { serverErrorOf, withoutServerError } from './server-errors';

export interface FieldItemOptions {
  name: string;
  label: ReactNode;
  required?: boolean;
}

/**
 * Formik state of one field shaped for antd's Form.Item and control. The error shows only once
 * the field is touched (docs/contract.md §5); a server message for the field shows until it is edited.
 * itemProps, controlProps and clearServerError keep their identity while what they show is the same,
 * so a field can skip rendering when another field of the form changes (see formikTextField).
 */
export function useFieldItem<Value>({ name, label, required }: FieldItemOptions) {
  const [field, meta, helpers] = useField<Value>(name);
  const { status, setStatus } = useFormikContext();
  const id = useId();
  const helpId = `${id}-help`;
  const error = (meta.touched && meta.error) || serverErrorOf(status, name);

  const clearServerError = useCallback(() => {
    if (serverErrorOf(status, name)) setStatus(withoutServerError(status, name));
  }, [status, name, setStatus]);

  const itemProps = useMemo(
    () => ({
      label,
      htmlFor: id,
      required,
      validateStatus: error ? ('error' as const) : undefined,
      help: error ? <span id={helpId}>{error}</span> : undefined,
    }),
    [label, id, required, error, helpId],
  );

  const controlProps = useMemo(
    () => ({
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? helpId : undefined,
      'aria-required': required || undefined,
    }),
    [id, name, error, helpId, required],
  );

  return { field, helpers, itemProps, controlProps, clearServerError };
}
