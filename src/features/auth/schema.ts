import * as Yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';

/** SPEC §5 sign-in rules with its default messages. */
export const signInSchema = Yup.object({
  email: Yup.string().trim().label('Email').email('Email must be a valid email').required('Email is required'),
  password: Yup.string()
    .label('Password')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .required('Password is required'),
  rememberMe: Yup.boolean().default(false),
});

export type SignInValues = Yup.InferType<typeof signInSchema>;

export const signInInitialValues: SignInValues = { email: '', password: '', rememberMe: false };
