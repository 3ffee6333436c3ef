import * as Yup from 'yup';

export interface SubscribeValues {
  email: string;
}

export const subscribeInitialValues: SubscribeValues = { email: '' };

/** docs/contract.md §5: a valid, required e-mail; the submit stays disabled until the form is valid and edited. */
export const subscribeSchema = Yup.object({
  email: Yup.string().trim().email('Email must be a valid email').required('Email is required'),
});
