import * as Yup from 'yup';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/config/constants';

/**
 * docs/contract.md §5's default messages in the page's language (required first, so an empty
 * field says it is required): '{field} is required', '{field} must be at least {n} characters'.
 * From useValidationWords() in a form, getValidationWords() on the server.
 */
export interface ValidationWords {
  required: (label: string) => string;
  atLeast: (label: string, n: number) => string;
  invalidEmail: string;
  emailLabel: string;
}

export const emailRule = (words: ValidationWords) => Yup.string().trim().email(words.invalidEmail).required(words.required(words.emailLabel));

export const personNameRule = (words: ValidationWords, label: string) =>
  Yup.string().trim().required(words.required(label)).min(NAME_MIN_LENGTH, words.atLeast(label, NAME_MIN_LENGTH));

/** Passwords are never trimmed: spaces are part of a password. */
export const passwordRule = (words: ValidationWords, label: string) =>
  Yup.string().required(words.required(label)).min(PASSWORD_MIN_LENGTH, words.atLeast(label, PASSWORD_MIN_LENGTH));

/** A second entry of the password in `other`, with the form's own mismatch text. */
export const samePasswordRule = (words: ValidationWords, other: string, label: string, mismatch: string) => passwordRule(words, label).oneOf([Yup.ref(other)], mismatch);
