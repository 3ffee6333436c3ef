'use client';

import type { FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ApiError, normaliseError } from '@/shared/api/errors';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { useRouter } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { refreshBasket } from '@/modules/basket';
import { NEEDS_SIGNAL_MESSAGE } from '@/modules/offline';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedIn } from '@/modules/session';
import { FormFrame, FormikCheckbox, FormikInput, FormikPassword, showServerErrors } from '@/shared/ui/form';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { inPageLanguage } from '../paths';
import { signInSendingWaiting } from '../sign-in';
import { signInInitialValues, signInSchemaOf, type SignInValues } from '../schema';
import { useAccountTexts } from '../use-account-texts';

/**
 * Sign in (docs/contract.md §4), after what waits on the device as the visitor is sent (sign-in.ts): on success the profile goes to the store, the basket is read again (it is
 * now the customer's) and the customer goes on to the same-site redirect target or home, in the
 * page's language; in the modal (`onSignedIn`) they stay on the page unless a redirect was given.
 */
export function SignInForm({ redirectTo, onSignedIn }: { redirectTo?: string; onSignedIn?: () => void }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const t = useTranslations('accounts.client');
  const words = useValidationWords();
  const texts = useAccountTexts();
  const schema = useMemo(() => signInSchemaOf(words, texts), [words, texts]);
  const errorText = useErrorText();

  async function submit(values: SignInValues) {
    const user = await signInSendingWaiting(values);
    dispatch(signedIn(user));
    void refreshBasket(dispatch);
    onSignedIn?.();
    // The modal stays where it was opened unless it was given somewhere to go.
    if (!onSignedIn || redirectTo) router.replace(inPageLanguage(safeRedirect(redirectTo)));
  }

  function placeError(error: unknown, helpers: FormikHelpers<SignInValues>): string | null {
    // Sign-in waits for a signal while the visitor's changes are unsent (sign-in.ts).
    if (error instanceof ApiError && error.status === 0 && error.message === NEEDS_SIGNAL_MESSAGE) return t('signIn.needsSignal');
    const { status, fieldErrors } = normaliseError(error);
    if (status === 429) return errorText(error);
    const { email, password } = fieldErrors;
    if (email || password) showServerErrors(helpers, { ...(email && { email }), ...(password && { password }) });
    // docs/contract.md §8: the wrong-sign-in text belongs on the password field.
    else if (status >= 400 && status < 500) showServerErrors(helpers, { password: errorText(error) });
    else return errorText(error);
    return null;
  }

  return (
    <FormFrame
      label={t('signIn.title')}
      initialValues={signInInitialValues}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('signIn.submit')}
    >
      <FormikInput name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required />
      <FormikPassword name="password" label={t('fields.password')} autoComplete="current-password" required />
      <FormikCheckbox name="rememberMe" label={t('signIn.rememberMe')} />
    </FormFrame>
  );
}
