'use client';

import type { FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { normaliseError } from '@/shared/api/errors';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { refreshBasket } from '@/modules/basket';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedIn } from '@/modules/session';
import { FormFrame, FormikCheckbox, FormikInput, FormikPassword, showServerErrors, tooManyAttempts } from '@/shared/ui/form';
import { signInSendingWaiting } from '../sign-in';
import { signInInitialValues, signInSchema, type SignInValues } from '../schema';

/**
 * Sign in (docs/contract.md §4), after what waits on the device as the visitor is sent (sign-in.ts): on success the profile goes to the store, the basket is read again (it is
 * now the customer's) and the customer goes on to the same-site redirect target or home; in the
 * modal (`onSignedIn`) they stay on the page unless a redirect was given.
 */
export function SignInForm({ redirectTo, onSignedIn }: { redirectTo?: string; onSignedIn?: () => void }) {
  const dispatch = useAppDispatch();
  const router = useRouter();

  async function submit(values: SignInValues) {
    const user = await signInSendingWaiting(values);
    dispatch(signedIn(user));
    void refreshBasket(dispatch);
    onSignedIn?.();
    // The modal stays where it was opened unless it was given somewhere to go.
    if (!onSignedIn || redirectTo) router.replace(safeRedirect(redirectTo));
  }

  return (
    <FormFrame
      label="Sign in"
      initialValues={signInInitialValues}
      validationSchema={signInSchema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText="Sign in"
    >
      <FormikInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <FormikPassword name="password" label="Password" autoComplete="current-password" required />
      <FormikCheckbox name="rememberMe" label="Remember me" />
    </FormFrame>
  );
}

function placeError(error: unknown, helpers: FormikHelpers<SignInValues>): string | null {
  const wait = tooManyAttempts(error);
  if (wait) return wait;
  const { status, message, fieldErrors } = normaliseError(error);
  const { email, password } = fieldErrors;
  if (email || password) showServerErrors(helpers, { ...(email && { email }), ...(password && { password }) });
  // docs/contract.md §8: the wrong-sign-in text belongs on the password field.
  else if (status >= 400 && status < 500) showServerErrors(helpers, { password: message });
  else return message;
  return null;
}
