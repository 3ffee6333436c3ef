/**
 * The customer's API key lives only in the door's httpOnly cookie. A dashboard may put it in
 * any answer (a framework's user model carries it: sign-in, user-get, names, avatar upload, …),
 * so the door takes every `auth_key` out of every JSON answer it passes on, at any depth.
 */
const isAuthKey = (name: string) => name.toLowerCase() === 'auth_key';
/** An answer that is not JSON but names the key, as written or with JSON's escape of `_`. */
const NAMES_AUTH_KEY = /auth(?:_|\\u005f)key/i;

/** `text` as JSON without any auth_key, and whether one was taken out; null when it is not JSON. */
export function parseWithoutAuthKeys(text: string): { value: unknown; removed: boolean } | null {
  let removed = false;
  try {
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
 * The body the browser may get: every JSON body is read (a key can hide behind any escape JSON
 * allows) and re-serialised only when a key was taken out; a body that is not JSON passes
 * unchanged unless it names the key, then it is null (the door answers that the dashboard's
 * answer was unusable rather than pass it on).
 */
export function bodyWithoutAuthKeys(body: ArrayBuffer): ArrayBuffer | Uint8Array<ArrayBuffer> | null {
  const text = new TextDecoder().decode(body);
  const parsed = parseWithoutAuthKeys(text);
  if (!parsed) return NAMES_AUTH_KEY.test(text) ? null : body;
  return parsed.removed ? new TextEncoder().encode(JSON.stringify(parsed.value)) : body;
}
