import { splitLocale } from '@/shared/i18n/locale-path.mjs';

/** Where sign-up leaves the customer (docs/contract.md §2). */
export const registrationStatusPath = (email: string) => `/registration-status/${encodeURIComponent(email)}?status=pending`;

/** After a password reset the customer is signed out and offered sign-in with a notice. */
export const PASSWORD_RESET_NOTICE = 'password-reset';
export const EMAIL_CONFIRMED_NOTICE = 'email-confirmed';

/**
 * Where sign-in sends the customer on, without a language prefix: the i18n router and redirect add
 * the page's own (`/account` is `/fr/account` on a French page), so a target that already named one
 * (`/fr/account`, `/en/basket`) does not become `/fr/fr/account`, and the customer stays in the
 * language they signed in in. `target` is a same-site path already checked by safeRedirect.
 */
export function inPageLanguage(target: string): string {
  const url = new URL(target, 'http://same-site.invalid');
  return `${splitLocale(url.pathname).rest}${url.search}${url.hash}`;
}
