import * as Yup from 'yup';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/config/constants';

/** docs/contract.md §5 default messages (required first, so an empty field says it is required): '{field} is required', '{field} must be at least {n} characters'. */
export const requiredMessage = (label: string) => `${label} is required`;
export const atLeastMessage = (label: string, n: number) => `${label} must be at least ${n} characters`;

export const emailRule = () => Yup.string().trim().email('Email must be a valid email').required(requiredMessage('Email'));

export const personNameRule = (label: string) =>
  Yup.string().trim().required(requiredMessage(label)).min(NAME_MIN_LENGTH, atLeastMessage(label, NAME_MIN_LENGTH));

/** Passwords are never trimmed: spaces are part of a password. */
export const passwordRule = (label: string) =>
  Yup.string().required(requiredMessage(label)).min(PASSWORD_MIN_LENGTH, atLeastMessage(label, PASSWORD_MIN_LENGTH));

/** A second entry of the password in `other`, with the form's own mismatch text. */
export const samePasswordRule = (other: string, label: string, mismatch: string) => passwordRule(label).oneOf([Yup.ref(other)], mismatch);
