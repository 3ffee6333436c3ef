'use client';

import { useFormikContext } from 'formik';
import { startTransition, useCallback, useEffect, useOptimistic, useRef } from 'react';

/**
 * A radio choice bound to a Formik value that answers the tap at once: the radio shows the new
 * choice (useOptimistic) while the form renders the change in a transition, which React pauses
 * to paint. The form validates once that render is committed rather than in the tap's frame, so
 * its errors follow a moment later. `update` must keep its identity (Formik's setters do).
 */
export function useSwiftChoice<Value>(value: Value, update: (next: Value) => void) {
  const { validateForm } = useFormikContext();
  const [shown, show] = useOptimistic(value);
  const validated = useRef(value);
  useEffect(() => {
    if (Object.is(validated.current, value)) return;
    validated.current = value;
    void validateForm();
  }, [value, validateForm]);
  const choose = useCallback(
    (next: Value) =>
      startTransition(() => {
        show(next);
        update(next);
      }),
    [show, update],
  );
  return [shown, choose] as const;
}
