import * as Yup from 'yup';
import { emailRule, passwordRule, personNameRule, samePasswordRule, type ValidationWords } from '@/shared/validation/rules';
import type { en } from './messages/en';

/**
 * docs/contract.md §5 account rules with its default messages and exact mismatch texts, in the
 * page's language: the kit's words (useValidationWords) and this part's labels (useAccountTexts).
 */
export type AccountTexts = Pick<(typeof en)['client'], 'fields' | 'mismatch'>;

export const signInSchemaOf = (words: ValidationWords, { fields }: AccountTexts) =>
  Yup.object({
    email: emailRule(words),
    password: passwordRule(words, fields.password),
    rememberMe: Yup.boolean().default(false),
  });
export type SignInValues = Yup.InferType<ReturnType<typeof signInSchemaOf>>;
export const signInInitialValues: SignInValues = { email: '', password: '', rememberMe: false };

export const forgotPasswordSchemaOf = (words: ValidationWords) => Yup.object({ email: emailRule(words) });
export type ForgotPasswordValues = Yup.InferType<ReturnType<typeof forgotPasswordSchemaOf>>;

export const signUpSchemaOf = (words: ValidationWords, { fields, mismatch }: AccountTexts) =>
  Yup.object({
    first_name: personNameRule(words, fields.firstName),
    last_name: personNameRule(words, fields.lastName),
    email: emailRule(words),
    password: passwordRule(words, fields.password),
    verify_password: samePasswordRule(words, 'password', fields.confirmPassword, mismatch.signUp),
  });
export type SignUpValues = Yup.InferType<ReturnType<typeof signUpSchemaOf>>;
export const signUpInitialValues: SignUpValues = { first_name: '', last_name: '', email: '', password: '', verify_password: '' };

export const resetPasswordSchemaOf = (words: ValidationWords, { fields, mismatch }: AccountTexts) =>
  Yup.object({
    password: passwordRule(words, fields.password),
    verify_password: samePasswordRule(words, 'password', fields.verifyPassword, mismatch.reset),
  });
export type ResetPasswordValues = Yup.InferType<ReturnType<typeof resetPasswordSchemaOf>>;
