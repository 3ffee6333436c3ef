import type { SessionAnswer } from '@/shared/contract/account';
import { callUpstream, upstreamHeaders, upstreamUrl, UpstreamFailure, type Deadline } from './upstream';

export const SESSION_PATH = 'default/session';
/** Reading the basket needs no sign-in (docs/contract.md §6: a visitor has a basket), so it tells whether a visitor session still exists. */
const SESSION_PROBE_PATH = 'basket';

function bodylessHeaders(request: Request, sessionToken?: string): Headers {
  const headers = upstreamHeaders(request, { sessionToken });
  headers.delete('content-type');
  return headers;
}

/** Asks the dashboard for a new anonymous session token (docs/contract.md §7 GET /default/session). */
export async function fetchSessionToken(request: Request, deadline: Deadline): Promise<string> {
  const answer = await callUpstream(
    upstreamUrl(SESSION_PATH),
    { method: 'GET', headers: bodylessHeaders(request) },
    deadline,
  );
  if (answer.status !== 200) throw new UpstreamFailure('invalid');
  const token = parseJson<Partial<SessionAnswer>>(answer.body)?.token;
  if (typeof token !== 'string' || token === '') throw new UpstreamFailure('invalid');
  return token;
}

/**
 * After a visitor's call got 401: is it because the dashboard forgot the session (expired, or a
 * restarted sandbox) rather than because the call needs sign-in? Only then may the session be
 * replaced; a live one holds the visitor's basket.
 */
export async function sessionIsGone(request: Request, sessionToken: string, deadline: Deadline): Promise<boolean> {
  const answer = await callUpstream(
    upstreamUrl(SESSION_PROBE_PATH),
    { method: 'POST', headers: bodylessHeaders(request, sessionToken) },
    deadline,
  );
  return answer.status === 401;
}

export function parseJson<T>(body: BufferSource): T | null {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as T;
  } catch {
    return null;
  }
}
