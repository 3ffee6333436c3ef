import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { showServerErrors } from '@/shared/ui/form';

/**
 * docs/contract.md §8 puts a form's server answer on one field, as the kit's placeServerError does,
 * in the page's language: a 4xx answer (the dashboard's own words) goes under `field`; a 429, a
 * failure with no answer or a 5xx is the form's own alert, in the shop's words when they are its own.
 */
export function useErrorOn<Values>(field: keyof Values & string): (error: unknown, helpers: FormikHelpers<Values>) => string | null {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, helpers: FormikHelpers<Values>) => {
      const { status, fieldErrors } = normaliseError(error);
      if (status >= 400 && status < 500 && status !== 429) {
        showServerErrors(helpers, { [field]: fieldErrors[field] ?? errorText(error) });
        return null;
      }
      return errorText(error);
    },
    [errorText, field],
  );
}
