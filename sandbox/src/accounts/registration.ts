import { Hono } from 'hono';
import type { MessageAnswer, RegistrationAnswer } from '@/modules/accounts/contract';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { fail, invalid, readForm, say, text } from '../http';
import { formLanguage } from '../i18n/language';
import { FieldErrors, secret } from './fields';
import { mailConfirmation } from './mails';
import { hashPassword } from './passwords';
import type { UserRecord } from './state';
import { CONFIRM_TOKEN_TTL_MS, findByEmail, issueToken, spendToken } from './users';

export const EMAIL_TAKEN = 'This email address has already been taken.';
export const BAD_CONFIRM_TOKEN = 'This confirmation link is invalid or has expired.';

/** Sign-up (pending until the mailed link is used) and e-mail confirmation. */
export const registrationRoutes = new Hono<SandboxEnv>();

registrationRoutes.post('/user/create', async (c) => {
  const form = await readForm(c);
  const first_name = text(form, 'first_name');
  const last_name = text(form, 'last_name');
  const email = text(form, 'email');
  const password = secret(form, 'password');
  const check = new FieldErrors()
    .required('first_name', 'First name', first_name, NAME_MIN_LENGTH)
    .required('last_name', 'Last name', last_name, NAME_MIN_LENGTH)
    .email('email', email)
    .required('password', 'Password', password, PASSWORD_MIN_LENGTH);
  if (!check.ok) return invalid(c, check.errors);

  const db = c.get('db');
  const existing = findByEmail(db.accounts, email);
  if (existing?.status === 'active') return invalid(c, { email: EMAIL_TAKEN });
  // Signing up again before confirming replaces the pending details and sends a fresh link.
  const user: UserRecord = existing ?? {
    id: db.accounts.nextUserId++,
    first_name,
    last_name,
    email,
    password_hash: '',
    status: 'pending',
    img: null,
    created_at: new Date().toISOString(),
  };
  Object.assign(user, { first_name, last_name, password_hash: hashPassword(password) });
  // The shop's language (docs/contract.md §12): 'fr-CA' or 'en-US'; anything else leaves it as it was.
  const language = formLanguage(text(form, 'language'));
  if (language) user.language = language;
  if (!existing) db.accounts.users.push(user);
  const token = issueToken(db.accounts.confirmTokens, user.id, CONFIRM_TOKEN_TTL_MS);
  mailConfirmation(db, c.get('options'), user, token);
  return c.json<RegistrationAnswer>({ email: user.email, status: 'pending' });
});

registrationRoutes.post('/user/confirm-email', async (c) => {
  const form = await readForm(c);
  const token = text(form, 'token');
  if (!token) return invalid(c, { token: 'Token is required' });
  const { accounts } = c.get('db');
  const user = spendToken(accounts, accounts.confirmTokens, token);
  if (!user) return fail(c, 422, BAD_CONFIRM_TOKEN, { token: BAD_CONFIRM_TOKEN });
  user.status = 'active';
  return c.json<MessageAnswer>({ success: true, message: say(c, 'Your e-mail address has been confirmed. You can sign in now.') });
});
