import 'server-only';
import type { CallBody } from './call-body';
import { callLimitBy } from './call-limits';
import type { DoorCallRule } from './calls';

/**
 * The fields the door reads from a call (the sign-in's e-mail, the e-mail a limit counts), read
 * so that the door and the dashboard cannot see different values. A PHP dashboard keeps the
 * *last* of repeated fields, takes `email[]=…` as the field too, and picks the body's parser by
 * the media type up to the first `;`, `,` or space; so a field the door reads must appear once,
 * under its plain name, in a body the door can read as the dashboard would. Anything else is
 * ambiguous and the door refuses the call. PHP also cuts a name at its first NUL (`email%00` is
 * `email` to it, another field to the door), so no call may name a field with a control character
 * (C0, DEL or C1): no form of the shop's has one.
 */

export type DoorFields = Record<string, unknown>;
export const AMBIGUOUS = Symbol('ambiguous fields');

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

/** The media type as PHP reads it: lower-case, up to the first `;`, `,` or space. */
export const mediaTypeOf = (contentType: string) => contentType.trimStart().split(/[;, ]/, 1)[0].toLowerCase();

/** The name PHP files a field under: leading spaces dropped, `.` and space made `_`, `[…]` marking a list. */
function phpName(key: string): string {
  const name = key.replace(/^ +/, '');
  const open = name.indexOf('[');
  const base = open > 0 && name.indexOf(']', open) > open ? name.slice(0, open) : name;
  return base.replace(/[ .[]/g, '_');
}

/** The top-level keys of a valid JSON object text in order, repeats kept (JSON.parse keeps the last). */
function topLevelKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (depth === 1 && expectKey) keys.push(JSON.parse(text.slice(index, end + 1)) as string);
      expectKey = false;
      index = end;
    } else if (char === '{' || char === '[') {
      depth += 1;
      expectKey = char === '{' && depth === 1;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    } else if (char === ',' && depth === 1) {
      expectKey = true;
    }
  }
  return keys;
}

type Entries = [key: string, value: unknown][];

/** C0 controls, DEL and C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

async function bodyEntries({ body, contentType, parts }: CallBody): Promise<Entries | typeof AMBIGUOUS> {
  if (parts) return parts;
  if (!(body instanceof Uint8Array) || body.byteLength === 0) return [];
  const type = mediaTypeOf(contentType);
  if (type === JSON_TYPE) {
    let text: string;
    let parsed: unknown;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      parsed = JSON.parse(text);
    } catch {
      return AMBIGUOUS;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    const object = parsed as Record<string, unknown>;
    // A repeated key appears in the entries once per spelling, each with the value JSON.parse kept.
    return topLevelKeys(text).map((key) => [key, object[key]]);
  }
  if (type !== URLENCODED && type !== MULTIPART) return AMBIGUOUS;
  try {
    const headers = { 'content-type': type === URLENCODED ? URLENCODED : contentType };
    return [...(await new Response(body, { headers }).formData()).entries()];
  } catch {
    return AMBIGUOUS;
  }
}

/**
 * The fields `names` of a call, each a single value or null when absent; AMBIGUOUS when one of
 * them is repeated or sent as a list (body and query together), or the body cannot be read as
 * the dashboard would read it, or any field of the body or query is named with a control
 * character. With no names, a body the door cannot parse is passed on as it is. An upload's
 * body comes as the parts the door checked (upload-check.ts), not parsed again.
 */
export async function readDoorFields(read: CallBody, search: string, names: readonly string[]): Promise<DoorFields | typeof AMBIGUOUS> {
  const fields: DoorFields = Object.fromEntries(names.map((name) => [name, null]));
  const entries = await bodyEntries(read);
  if (entries === AMBIGUOUS && names.length > 0) return AMBIGUOUS;
  const all: Entries = [...(entries === AMBIGUOUS ? [] : entries), ...new URLSearchParams(search)];
  if (all.some(([key]) => CONTROL_CHARACTER.test(key))) return AMBIGUOUS;
  const seen = new Set<string>();
  for (const [key, value] of all) {
    const name = phpName(key);
    if (!names.includes(name)) continue;
    const listed = value !== null && typeof value === 'object';
    if (seen.has(name) || key !== name || listed) return AMBIGUOUS;
    seen.add(name);
    fields[name] = value;
  }
  return fields;
}

/** An e-mail as the limits and the device cookie name it. */
export const canonicalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The fields the door reads from a call, each once: a sign-in's e-mail and remember-me, the
 * e-mail a per-e-mail limit counts, the fields a dashboardGet call sends, a review's product.
 */
export function fieldsTheDoorReads(rule: DoorCallRule): string[] {
  if (rule.role === 'signIn') return ['email', 'rememberMe'];
  const limited = rule.limit && callLimitBy(rule.limit) === 'email' ? ['email'] : [];
  const expiry = rule.expiresReviewsOf ? [rule.expiresReviewsOf] : [];
  return [...limited, ...(rule.dashboardGet ?? []), ...expiry];
}

/** Whether a call's limits count a field of its body (the e-mail of a sign-in or of a per-e-mail limit), so they wait for the body. */
export const limitsReadBody = (rule: DoorCallRule) => rule.role === 'signIn' || (rule.limit !== undefined && callLimitBy(rule.limit) === 'email');
