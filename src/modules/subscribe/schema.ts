import * as Yup from 'yup';
import { emailRule, type ValidationWords } from '@/shared/validation/rules';

export interface SubscribeValues {
  email: string;
}

export const subscribeInitialValues: SubscribeValues = { email: '' };

/** docs/contract.md §5: a valid, required e-mail, in the page's words; the submit stays disabled until the form is valid and edited. */
export const subscribeSchemaOf = (words: ValidationWords) => Yup.object({ email: emailRule(words) });
