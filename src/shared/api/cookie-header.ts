/**
 * The one reading of a `Cookie` header (or `document.cookie`, which has its form), for the door's
 * jar on the server and the readable cookies in the browser: each `name=value` pair, names and
 * values trimmed, the first of a name kept (browsers send the most specific first). `decode` turns
 * a raw value into the value kept; one it cannot decode (it throws) counts as absent, so a later
 * pair of that name may stand.
 */
export function cookiesOfHeader(header: string, decode: (raw: string) => string = (raw) => raw): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    const name = index > 0 ? pair.slice(0, index).trim() : '';
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decode(pair.slice(index + 1).trim()));
    } catch {
      // A malformed value is treated as absent.
    }
  }
  return cookies;
}
