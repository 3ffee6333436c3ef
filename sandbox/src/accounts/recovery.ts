import { Hono } from 'hono';
import type { MessageAnswer } from '@/modules/accounts/contract';
import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { fail, invalid, readForm, say, text } from '../http';
import { formLanguage } from '../i18n/language';
import { FieldErrors, secret } from './fields';
import { mailPasswordReset } from './mails';
import { hashPassword } from './passwords';
import { RESET_TOKEN_TTL_MS, findByEmail, issueToken, revokeKeys, spendToken } from './users';

export const UNKNOWN_EMAIL = 'There is no user with this email address.';
export const BAD_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Forgot password (mails a one-hour token) and choosing a new password with it. */
export const recoveryRoutes = new Hono<SandboxEnv>();

recoveryRoutes.post('/user/forgot-password', async (c) => {
  const form = await readForm(c);
  const email = text(form, 'email');
  const check = new FieldErrors().email('email', email);
  if (!check.ok) return invalid(c, check.errors);
  const db = c.get('db');
  const user = findByEmail(db.accounts, email);
  if (!user || user.status !== 'active') return invalid(c, { email: UNKNOWN_EMAIL });
  // The page the customer asked from decides the reset link's language (docs/contract.md §12).
  const language = formLanguage(text(form, 'language'));
  if (language) user.language = language;
  const token = issueToken(db.accounts.resetTokens, user.id, RESET_TOKEN_TTL_MS);
  mailPasswordReset(db, c.get('options'), user, token);
  return c.json<MessageAnswer>({ success: true, message: say(c, 'Check your email for further instructions.') });
});

recoveryRoutes.post('/user/new-password', async (c) => {
  const form = await readForm(c);
  const password = secret(form, 'password');
  const check = new FieldErrors().required('password', 'Password', password, PASSWORD_MIN_LENGTH);
  if (!check.ok) return invalid(c, check.errors);
  const { accounts } = c.get('db');
  const user = spendToken(accounts, accounts.resetTokens, text(form, 'token'));
  if (!user) return fail(c, 422, BAD_RESET_TOKEN, { password: BAD_RESET_TOKEN });
  user.password_hash = hashPassword(password);
  revokeKeys(accounts, user.id);
  return c.json<MessageAnswer>({ success: true, message: say(c, 'Your new password has been saved. You can sign in now.') });
});
