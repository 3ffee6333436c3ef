const PROBE_ORIGIN = 'http://same-site.invalid';
const CONTROL_OR_BACKSLASH = /[\\\u0000-\u001f\u007f]/;
const ESCAPE = /%[0-9a-f]{2}/i;

function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The one check of every redirect target (after sign-in, back from a plain basket form): a path
 * on this site ("/products?x=1"), never another origin. The target (already decoded once, as a
 * query or form field is) is resolved against this site first, the way a browser resolves a
 * Location, and the resolved path is what is checked and returned, so dot segments cannot turn
 * "/..//evil" into "//evil" after the check. Refused: anything that is not a path, backslashes
 * and control characters (browsers read "\" as "/" and drop tabs and newlines, turning "/\t/evil"
 * into "//evil"), a resolved path starting "//", and a path that still names another host or
 * holds an escape when decoded once more (a server further on may decode it again).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || CONTROL_OR_BACKSLASH.test(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return fallback;
  const decoded = decodedOnce(resolved.pathname);
  if (decoded === null || decoded.startsWith('//') || CONTROL_OR_BACKSLASH.test(decoded) || ESCAPE.test(decoded)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
