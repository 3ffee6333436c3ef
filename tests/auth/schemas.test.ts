// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { avatarProblem, changePasswordSchemaOf, namesSchemaOf } from '@/modules/accounts/profile-schema';
import { forgotPasswordSchemaOf, resetPasswordSchemaOf, signInSchemaOf, signUpSchemaOf } from '@/modules/accounts/schema';
import { accountTexts, validationWords } from './words';

const words = validationWords('en');
const texts = accountTexts('en');
const signInSchema = signInSchemaOf(words, texts);
const forgotPasswordSchema = forgotPasswordSchemaOf(words);
const signUpSchema = signUpSchemaOf(words, texts);
const resetPasswordSchema = resetPasswordSchemaOf(words, texts);
const namesSchema = namesSchemaOf(words, texts);
const changePasswordSchema = changePasswordSchemaOf(words, texts);

/** Every message the schema gives for these values, by field. */
async function messages(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) found[inner.path] ??= inner.message;
    return found;
  }
}

describe('sign-in and forgot-password schemas', () => {
  it('say what is missing and what is malformed', async () => {
    expect(await messages(signInSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(await messages(signInSchema, { email: 'nope', password: 'short' })).toEqual({
      email: 'Email must be a valid email',
      password: 'Password must be at least 8 characters',
    });
    expect(await messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(await messages(forgotPasswordSchema, { email: 'dana@' })).toEqual({ email: 'Email must be a valid email' });
    expect(await messages(forgotPasswordSchema, { email: ' dana@example.com ' })).toEqual({});
  });
});

describe('sign-up schema', () => {
  const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'long-enough', verify_password: 'long-enough' };

  it('accepts a complete form', async () => {
    expect(await messages(signUpSchema, valid)).toEqual({});
  });

  it('gives docs/contract.md §5 defaults for every field', async () => {
    expect(await messages(signUpSchema, { first_name: '', last_name: '', email: '', password: '', verify_password: '' })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      verify_password: 'Confirm password is required',
    });
    expect(await messages(signUpSchema, { ...valid, first_name: 'Al', last_name: ' Li ', password: 'short', verify_password: 'short' })).toMatchObject({
      first_name: 'First name must be at least 3 characters',
      last_name: 'Last name must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      verify_password: 'Confirm password must be at least 8 characters',
    });
  });

  it('says the passwords do not match in the contract’s words', async () => {
    expect(await messages(signUpSchema, { ...valid, verify_password: 'long-enougH' })).toEqual({
      verify_password: 'Password and Confirm Password does not match',
    });
  });
});

describe('reset-password schema', () => {
  it('needs two matching passwords of at least 8', async () => {
    expect(await messages(resetPasswordSchema, { password: '', verify_password: '' })).toEqual({
      password: 'Password is required',
      verify_password: 'Verify password is required',
    });
    expect(await messages(resetPasswordSchema, { password: 'new-password', verify_password: 'new-passwort' })).toEqual({
      verify_password: 'Password and Verify Password does not match',
    });
    expect(await messages(resetPasswordSchema, { password: 'new-password', verify_password: 'new-password' })).toEqual({});
  });
});

describe('account schemas', () => {
  it('names need at least 3 characters each', async () => {
    expect(await messages(namesSchema, { first_name: 'Jo', last_name: '' })).toEqual({
      first_name: 'First name must be at least 3 characters',
      last_name: 'Last name is required',
    });
  });

  it('change password: all three min 8, mismatch says the verified password is incorrect', async () => {
    expect(await messages(changePasswordSchema, { current_password: 'short', new_password: '', verify_password: '' })).toEqual({
      current_password: 'Current password must be at least 8 characters',
      new_password: 'New password is required',
      verify_password: 'Verify password is required',
    });
    expect(await messages(changePasswordSchema, { current_password: 'old-password', new_password: 'new-password', verify_password: 'other-password' })).toEqual({
      verify_password: 'Verified password is incorrect',
    });
  });

  it('refuses a picture of the wrong type or over 5 MB before sending it', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(texts.avatar.wrongType).toBe('Please choose a PNG, JPEG, GIF or WebP image.');
    expect(texts.avatar.tooLarge).toBe('The picture must be 5 MB or smaller.');
    expect(avatarProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
