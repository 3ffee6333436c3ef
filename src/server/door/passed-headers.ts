import 'server-only';
import { dashboardLanguageHeader, doorLanguageOf } from './language';
/**
 * Request headers the dashboard may use; everything else (Cookie, hop-by-hop, host, the client's
 * own x-forwarded-for) stays here. The dashboard learns the client address the door settled on.
 */
// Origin and Referer tell the dashboard which storefront to send the hosted form's messages back to.
// Accept-Language is not passed as the browser spelled it: the dashboard is told the page's language (language.ts).
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'user-agent', 'origin', 'referer'];

/**
 * Answer headers the browser gets. Content-Encoding and Content-Length are left out because
 * fetch has already decoded the body; upstream Set-Cookie belongs to the dashboard's host.
 */
const PASSED_ANSWER_HEADERS = ['content-type', 'content-disposition', 'content-language', 'location', 'retry-after'];

/** Those of `from`'s headers that are named in `names`. */
export function pickHeaders(from: Headers, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The browser's headers the dashboard may see, with the client's address and the page's language. */
export function forwardedHeaders(request: Request, client: string): Headers {
  const headers = pickHeaders(request.headers, FORWARDED_REQUEST_HEADERS);
  headers.set('x-forwarded-for', client);
  const language = dashboardLanguageHeader(doorLanguageOf(request));
  if (language) headers.set('accept-language', language);
  return headers;
}

export const answerHeaders = (upstream: Headers) => pickHeaders(upstream, PASSED_ANSWER_HEADERS);
