import { Hono } from 'hono';
import { API_KEY_HEADER, type LoginAnswer, type MessageAnswer, type SessionAnswer } from '@/modules/accounts/contract';
import type { SandboxEnv } from '../env';
import { fail, invalid, readForm, say, text } from '../http';
import { requireUser } from '../identity';
import { mergeSessionBasket } from '../commerce/basket-merge';
import { FieldErrors, secret } from './fields';
import { newToken, verifyPassword } from './passwords';
import { findByEmail, publicUser } from './users';

export const WRONG_LOGIN = 'Incorrect email or password';

/** Visitor sessions, sign-in and sign-out. */
export const sessionRoutes = new Hono<SandboxEnv>();

sessionRoutes.get('/default/session', (c) => {
  const token = newToken();
  c.get('db').accounts.sessions.add(token);
  return c.json<SessionAnswer>({ token });
});

sessionRoutes.post('/user/login', async (c) => {
  const form = await readForm(c);
  const email = text(form, 'email');
  const password = secret(form, 'password');
  const check = new FieldErrors().email('email', email).required('password', 'Password', password);
  if (!check.ok) return invalid(c, check.errors);

  const db = c.get('db');
  const user = findByEmail(db.accounts, email);
  // Pending (unconfirmed) accounts get the same answer, so the form reveals nothing.
  if (!user || user.status !== 'active' || !verifyPassword(password, user.password_hash)) {
    return fail(c, 422, WRONG_LOGIN, { password: WRONG_LOGIN });
  }
  const authKey = newToken(32);
  db.accounts.apiKeys.set(authKey, user.id);
  mergeSessionBasket(db, c.get('identity').sessionToken, user.id);
  return c.json<LoginAnswer>({ auth_key: authKey, user: publicUser(user) });
});

sessionRoutes.post('/user/logout', requireUser, async (c) => {
  await readForm(c);
  const key = c.req.header(API_KEY_HEADER);
  if (key) c.get('db').accounts.apiKeys.delete(key);
  return c.json<MessageAnswer>({ success: true, message: say(c, 'You have been signed out.') });
});

sessionRoutes.post('/user/user-get', requireUser, (c) => {
  const user = c.get('identity').user;
  return user ? c.json({ user: publicUser(user) }) : fail(c, 401, 'Please sign in to continue.');
});
