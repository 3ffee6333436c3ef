import * as Yup from 'yup';
import { passwordRule, personNameRule, samePasswordRule, type ValidationWords } from '@/shared/validation/rules';
import type { AccountTexts } from './schema';

export const namesSchemaOf = (words: ValidationWords, { fields }: AccountTexts) =>
  Yup.object({
    first_name: personNameRule(words, fields.firstName),
    last_name: personNameRule(words, fields.lastName),
  });
export type NamesValues = Yup.InferType<ReturnType<typeof namesSchemaOf>>;

/** docs/contract.md §5: all three min 8; sent as old_password and password. */
export const changePasswordSchemaOf = (words: ValidationWords, { fields, mismatch }: AccountTexts) =>
  Yup.object({
    current_password: passwordRule(words, fields.currentPassword),
    new_password: passwordRule(words, fields.newPassword),
    verify_password: samePasswordRule(words, 'new_password', fields.verifyPassword, mismatch.changePassword),
  });
export type ChangePasswordValues = Yup.InferType<ReturnType<typeof changePasswordSchemaOf>>;
export const changePasswordInitialValues: ChangePasswordValues = { current_password: '', new_password: '', verify_password: '' };

/** What the dashboard accepts (sandbox README): checked here so a wrong file is refused at once. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** What is wrong with a picture before it is sent, as the key of its message (accounts.client.avatar). */
export type AvatarProblem = 'wrongType' | 'tooLarge';

export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
