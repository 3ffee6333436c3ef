import type { FormikHelpers } from 'formik';

/**
 * Server messages shown on a field (docs/contract.md §8: e.g. 'Incorrect email or password' on Password).
 * They live in Formik's `status`, not in `errors`, so the next validation run does not wipe them;
 * a field's server message goes away as soon as that field is edited.
 */
export interface ServerFieldStatus {
  serverErrors?: Record<string, string>;
}

export function showServerErrors<V>(helpers: Pick<FormikHelpers<V>, 'setStatus'>, serverErrors: Record<string, string>) {
  helpers.setStatus({ serverErrors } satisfies ServerFieldStatus);
}

export function serverErrorOf(status: unknown, name: string): string | undefined {
  return (status as ServerFieldStatus | undefined)?.serverErrors?.[name];
}

export function withoutServerError(status: unknown, name: string): ServerFieldStatus | undefined {
  const serverErrors = (status as ServerFieldStatus | undefined)?.serverErrors;
  if (!serverErrors || !(name in serverErrors)) return status as ServerFieldStatus | undefined;
  const rest = { ...serverErrors };
  delete rest[name];
  return { ...(status as ServerFieldStatus), serverErrors: rest };
}
