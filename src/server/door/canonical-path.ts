import 'server-only';
/**
 * The one canonical form of a path every rule reads: each segment percent-decoded exactly once.
 * What no honest browser sends is refused (null): an empty, `.` or `..` segment, an encoded `/`
 * or `\`, a control character, a malformed escape, or a `%` left after decoding (a double
 * encoding, which a second decoder further on would read differently from the rules here).
 */
const REFUSED_CHARACTERS = /[/\\%\u0000-\u001f\u007f]/;
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

function decodedSegment(raw: string): string | null {
  if (raw === '' || MALFORMED_ESCAPE.test(raw)) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (segment === '.' || segment === '..' || REFUSED_CHARACTERS.test(segment)) return null;
  return segment;
}

/** The canonical path below `prefix` (e.g. `/api/`), or null when the raw path must be refused. */
export function canonicalPathBelow(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).split('/').map(decodedSegment);
  return segments.every((segment) => segment !== null) ? segments.join('/') : null;
}
