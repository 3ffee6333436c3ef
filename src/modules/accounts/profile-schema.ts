import * as Yup from 'yup';
import { passwordRule, personNameRule, samePasswordRule } from '@/shared/validation/rules';

export const CHANGE_PASSWORD_MISMATCH = 'Verified password is incorrect';

export const namesSchema = Yup.object({
  first_name: personNameRule('First name'),
  last_name: personNameRule('Last name'),
});
export type NamesValues = Yup.InferType<typeof namesSchema>;

/** docs/contract.md §5: all three min 8; sent as old_password and password. */
export const changePasswordSchema = Yup.object({
  current_password: passwordRule('Current password'),
  new_password: passwordRule('New password'),
  verify_password: samePasswordRule('new_password', 'Verify password', CHANGE_PASSWORD_MISMATCH),
});
export type ChangePasswordValues = Yup.InferType<typeof changePasswordSchema>;
export const changePasswordInitialValues: ChangePasswordValues = { current_password: '', new_password: '', verify_password: '' };

/** What the dashboard accepts (sandbox README): checked here so a wrong file is refused at once. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPE_MESSAGE = 'Please choose a PNG, JPEG, GIF or WebP image.';
export const AVATAR_SIZE_MESSAGE = 'The picture must be 5 MB or smaller.';
/** docs/contract.md §8: an upload failure without a message of its own. */
export const UPLOAD_ERROR = 'upload error';

export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}
