import * as Yup from 'yup';
import { emailRule, passwordRule, personNameRule, samePasswordRule } from '@/shared/validation/rules';

/** docs/contract.md §5 account rules with its default messages and exact mismatch texts. */

export const SIGN_UP_MISMATCH = 'Password and Confirm Password does not match';
export const RESET_MISMATCH = 'Password and Verify Password does not match';

export const signInSchema = Yup.object({
  email: emailRule(),
  password: passwordRule('Password'),
  rememberMe: Yup.boolean().default(false),
});
export type SignInValues = Yup.InferType<typeof signInSchema>;
export const signInInitialValues: SignInValues = { email: '', password: '', rememberMe: false };

export const forgotPasswordSchema = Yup.object({ email: emailRule() });
export type ForgotPasswordValues = Yup.InferType<typeof forgotPasswordSchema>;

export const signUpSchema = Yup.object({
  first_name: personNameRule('First name'),
  last_name: personNameRule('Last name'),
  email: emailRule(),
  password: passwordRule('Password'),
  verify_password: samePasswordRule('password', 'Confirm password', SIGN_UP_MISMATCH),
});
export type SignUpValues = Yup.InferType<typeof signUpSchema>;
export const signUpInitialValues: SignUpValues = { first_name: '', last_name: '', email: '', password: '', verify_password: '' };

export const resetPasswordSchema = Yup.object({
  password: passwordRule('Password'),
  verify_password: samePasswordRule('password', 'Verify password', RESET_MISMATCH),
});
export type ResetPasswordValues = Yup.InferType<typeof resetPasswordSchema>;
