import { isEmail } from '../http';
import type { FieldLabel } from '../i18n/messages.fr';

/**
 * Field checks with docs/contract.md §5's default messages: '{field} is required', '{field} must be at least {n} characters'.
 * Labels are those with French (FIELD_LABELS_FR), so the messages have French too.
 */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  get ok() {
    return Object.keys(this.errors).length === 0;
  }

  add(field: string, message: string) {
    this.errors[field] ??= message;
    return this;
  }

  required(field: string, label: FieldLabel, value: string, min = 0) {
    if (!value) return this.add(field, `${label} is required`);
    if (value.length < min) this.add(field, `${label} must be at least ${min} characters`);
    return this;
  }

  email(field: string, value: string, label: FieldLabel = 'Email') {
    if (!value) return this.add(field, `${label} is required`);
    if (!isEmail(value)) this.add(field, `${label} must be a valid email`);
    return this;
  }
}

/** A password field as typed: never trimmed (spaces are part of a password). */
export function secret(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}
