import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import type { SandboxEnv } from './env';
import { answerLanguage, FRENCH } from './i18n/language';
import { frenchMessage } from './i18n/messages';

export type FormValue = string | File | (string | File)[];
export type Form = Record<string, FormValue>;

/** Reads a urlencoded or multipart body (as a PHP back-end accepts both); JSON too, for tools. */
export async function readForm(c: Context): Promise<Form> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await c.req.json().catch(() => ({}));
    // `null`, a number or a list is no form either: read as empty, like a malformed body.
    const json = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(json).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : v == null ? '' : String(v)]),
    );
  }
  // A malformed body reads as empty, so the route answers its usual 422 field errors.
  if (type.includes('form')) return ((await c.req.parseBody({ all: true }).catch(() => ({}))) as Form);
  return {};
}

/** One text field of a form or query; arrays give their first item; `name[]` is accepted too. */
export function text(form: Form, name: string): string {
  const value = form[name] ?? form[`${name}[]`];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** All values of a repeated field (`name[]` or `name`), strings only. */
export function list(form: Form, name: string): string[] {
  const value = form[`${name}[]`] ?? form[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** All files of a repeated field (`name[]` or `name`). */
export function files(form: Form, name: string): File[] {
  const value = form[`${name}[]`] ?? form[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is File => typeof v !== 'string');
}

/**
 * A message the sandbox answers, in the request's language (docs/contract.md §12): Quebec French
 * (sandbox/src/i18n/messages.fr.ts) when it asked for fr-CA, the English as written otherwise.
 * Where the language was read (the API's calls) the answer is marked as answerLanguage marks it.
 */
export function say(c: Context, message: string): string {
  if (c.get('language') === undefined) return message;
  return answerLanguage(c as Context<SandboxEnv>) === FRENCH ? (frenchMessage(message) ?? message) : message;
}

/** An error answer's `message` and `errors` texts in the request's language (field names as they are). */
export function said(c: Context, message: string, errors?: Record<string, string>): ErrorAnswer {
  const text = say(c, message);
  return errors ? { message: text, errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, say(c, error)])) } : { message: text };
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  return c.json(said(c, message, errors), status);
}

/** What the dashboard answers for a call it does not have (also a jobs call while the extension is off). */
export const unknownCall = (c: Context) => fail(c, 404, `No such call: ${c.req.method} ${c.req.path}`);

/** 422 with one message per field; the first message doubles as the summary. */
export function invalid(c: Context, errors: Record<string, string>) {
  return fail(c, 422, Object.values(errors)[0] ?? 'Invalid input', errors);
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
