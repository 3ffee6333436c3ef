import 'server-only';
/**
 * The customer's API key lives only in the door's httpOnly cookie. A dashboard may put it in
 * any answer (a framework's user model carries it: sign-in, user-get, names, avatar upload, …),
 * so the door takes every `auth_key` out of every JSON answer it passes on, at any depth.
 */
const isAuthKey = (name: string) => /^auth_key$/i.test(name);
/** Each letter of `auth_key` as JSON may write it: itself in either case, or escaped (\u0061, \u0041). */
const spelled = (name: string) =>
  [...name]
    .map((letter) => {
      const codes = new Set([letter.toLowerCase(), letter.toUpperCase()].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')));
      return `(?:${letter}|${[...codes].map((code) => `\\\\u${code}`).join('|')})`;
    })
    .join('');
/** Any text that could name the key; a body without it is passed as it came, without parsing. */
const NAMES_AUTH_KEY = new RegExp(spelled('auth_key'), 'i');

/** `text` as JSON without any auth_key, and whether one was taken out; null when it is not JSON. */
export function parseWithoutAuthKeys(text: string): { value: unknown; removed: boolean } | null {
  let removed = false;
  try {
    // Most answers cannot name the key: they are parsed without a reviver, which costs a call per member.
    if (!NAMES_AUTH_KEY.test(text)) return { value: JSON.parse(text) as unknown, removed };
    const value: unknown = JSON.parse(text, (key, member: unknown) => {
      if (!isAuthKey(key)) return member;
      removed = true;
      return undefined;
    });
    return { value, removed };
  } catch {
    return null;
  }
}

/**
 * The body the browser may get: one that cannot name the key (in any spelling JSON allows)
 * passes unchanged; one that can is read as JSON and re-serialised only when a key was taken
 * out; one that names it but is not JSON is null (the door answers that the dashboard's answer
 * was unusable rather than pass it on).
 */
export function bodyWithoutAuthKeys(body: ArrayBuffer): ArrayBuffer | Uint8Array<ArrayBuffer> | null {
  const text = new TextDecoder().decode(body);
  if (!NAMES_AUTH_KEY.test(text)) return body;
  const parsed = parseWithoutAuthKeys(text);
  if (!parsed) return null;
  return parsed.removed ? new TextEncoder().encode(JSON.stringify(parsed.value)) : body;
}
