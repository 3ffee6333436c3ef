import { type Context, Hono } from 'hono';
import { API_KEY_HEADER, type MessageAnswer } from '@/modules/accounts/contract';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { fail, invalid, readForm, say, text, type Form } from '../http';
import { requireUser } from '../identity';
import { readImage, storeImage, uploadBodyLimit } from '../content/uploads';
import { FieldErrors, secret } from './fields';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRecord } from './state';
import { publicUser, revokeKeys } from './users';

export const WRONG_OLD_PASSWORD = 'Current password is incorrect';

/** The signed-in customer's own account: names, password, picture. */
export const profileRoutes = new Hono<SandboxEnv>();
profileRoutes.use('/user/names', requireUser);
profileRoutes.use('/user/change-password', requireUser);
profileRoutes.use('/user/user-img-upload', requireUser, uploadBodyLimit(1, 'file'));

/** Behind requireUser the identity always has a user. */
const me = (c: Context<SandboxEnv>) => c.get('identity').user as UserRecord;

profileRoutes.post('/user/names', async (c) => {
  const form = await readForm(c);
  const first_name = text(form, 'first_name');
  const last_name = text(form, 'last_name');
  const check = new FieldErrors()
    .required('first_name', 'First name', first_name, NAME_MIN_LENGTH)
    .required('last_name', 'Last name', last_name, NAME_MIN_LENGTH);
  if (!check.ok) return invalid(c, check.errors);
  const user = me(c);
  Object.assign(user, { first_name, last_name });
  return c.json({ user: publicUser(user) });
});

profileRoutes.post('/user/change-password', async (c) => {
  const form = await readForm(c);
  const oldPassword = secret(form, 'old_password');
  const password = secret(form, 'password');
  const check = new FieldErrors()
    .required('old_password', 'Current password', oldPassword)
    .required('password', 'Password', password, PASSWORD_MIN_LENGTH);
  if (!check.ok) return invalid(c, check.errors);
  const user = me(c);
  if (!verifyPassword(oldPassword, user.password_hash)) return fail(c, 422, WRONG_OLD_PASSWORD, { old_password: WRONG_OLD_PASSWORD });
  user.password_hash = hashPassword(password);
  revokeKeys(c.get('db').accounts, user.id, c.req.header(API_KEY_HEADER));
  return c.json<MessageAnswer>({ success: true, message: say(c, 'Your password has been changed.') });
});

/** The picture may come as `file` (documented), `img` or `image`; the first file wins. */
function pictureOf(form: Form): File | null {
  for (const name of ['file', 'img', 'image', ...Object.keys(form)]) {
    const value = form[name];
    const candidate = Array.isArray(value) ? value[0] : value;
    if (candidate && typeof candidate !== 'string') return candidate;
  }
  return null;
}

profileRoutes.post('/user/user-img-upload', async (c) => {
  const file = pictureOf(await readForm(c));
  if (!file) return invalid(c, { file: 'Please choose an image to upload.' });
  const image = await readImage(file, c.get('options').uploadTypes);
  if (typeof image === 'string') return invalid(c, { file: image });
  const user = me(c);
  user.img = storeImage(c.get('db'), 'users', `user-${user.id}`, image);
  return c.json({ user: publicUser(user) });
});
