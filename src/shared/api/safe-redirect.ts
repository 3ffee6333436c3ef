const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * Where to go after sign-in: only a path on this site ("/products?x=1"), never another origin.
 * Refuses protocol-relative ("//evil", "/\\evil"), schemes, control characters (browsers strip
 * tabs and newlines, turning "/\t/evil" into "//evil") and backslashes (read as slashes).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.includes('\\') || hasControlCharacter(target)) return fallback;
  try {
    const resolved = new URL(target, PROBE_ORIGIN);
    if (resolved.origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return target;
}
