import { api, toForm } from '@/shared/api/client';
import type { MessageAnswer, RegistrationAnswer, SessionUserAnswer, User } from '@/modules/accounts/contract';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import type { SignInValues, SignUpValues } from './schema';

/**
 * The customer's language for the dashboard's mails (docs/contract.md §12): it writes them in it and
 * their links land on the shop in it. A dashboard without the extension ignores the field.
 */
const languageOf = (locale: Locale) => LANGUAGE_TAG[locale];

/** POST /user/login as a form (docs/contract.md §7). The door keeps the auth key and answers the profile. */
export async function signIn({ email, password, rememberMe }: SignInValues): Promise<User> {
  const { data } = await api.post<SessionUserAnswer>('/user/login', toForm({ email: email.trim(), password, rememberMe }));
  return data.user;
}

/** POST /user/logout with the user's id; the door clears its cookies whatever upstream says. */
export async function signOut(id: number): Promise<void> {
  await api.post('/user/logout', toForm({ id }));
}

/** POST /user/create; verify_password stays in the browser (docs/contract.md §3); `language` names the confirmation mail's. */
export async function signUp({ first_name, last_name, email, password }: SignUpValues, locale: Locale): Promise<RegistrationAnswer> {
  const fields = { first_name: first_name.trim(), last_name: last_name.trim(), email: email.trim(), password, language: languageOf(locale) };
  const { data } = await api.post<RegistrationAnswer>('/user/create', toForm(fields));
  return data;
}

export async function confirmEmail(token: string): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/user/confirm-email', toForm({ token }));
  return data;
}

/** POST /user/forgot-password; `language` names the reset mail's. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/user/forgot-password', toForm({ email: email.trim(), language: languageOf(locale) }));
  return data;
}

/** POST /user/new-password with the mailed token; verify_password is not sent. */
export async function resetPassword(token: string, password: string): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/user/new-password', toForm({ token, password }));
  return data;
}
