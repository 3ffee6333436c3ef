import 'server-only';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import { bodyWithoutAuthKeys } from './auth-key';
import type { BodyRefused } from './request-body';
import { DashboardFailure, FAILURE_STATUS, type DashboardAnswer } from '../dashboard/client';
import { doorText } from './language';
import { answerHeaders } from './passed-headers';
import { en } from '@/shared/i18n/messages/en';

/**
 * Every door answer is personal (it may set cookies and depends on who asks), so no shared
 * cache may keep it.
 */
const NO_STORE = 'no-store';

/** docs/contract.md §6: a customer's call without a sign-in, as the dashboard words it (in English; doorText('signIn') in the call's language). */
export const SIGN_IN_MESSAGE = en.server.door.signIn;

const BODYLESS_STATUSES = new Set([204, 205, 304]);

function withCookies(headers: Headers, cookies: string[]): Headers {
  headers.set('cache-control', NO_STORE);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}

export function jsonAnswer(status: number, data: unknown, cookies: string[] = []): Response {
  const headers = withCookies(new Headers({ 'content-type': 'application/json; charset=utf-8' }), cookies);
  return new Response(JSON.stringify(data), { status, headers });
}

export function failureAnswer(failure: DashboardFailure, cookies: string[] = []): Response {
  const body: ErrorAnswer = { message: doorText(`failure.${failure.kind}`) };
  return jsonAnswer(FAILURE_STATUS[failure.kind], body, cookies);
}

const REFUSED_BODY_STATUS: Record<BodyRefused['kind'], number> = { tooLarge: 413, tooSlow: 408 };

export function refusedBodyAnswer(refused: BodyRefused, cookies: string[] = []): Response {
  const status = REFUSED_BODY_STATUS[refused.kind];
  const message = doorText(refused.kind);
  // The unread rest of the body must not be taken as the next request on this connection.
  const answer = jsonAnswer(status, { message } satisfies ErrorAnswer, cookies);
  answer.headers.set('connection', 'close');
  return answer;
}

/** The dashboard's answer as the browser gets it: status, body (without any auth_key) and safe headers, plus our cookies. */
export function passAnswer(upstream: DashboardAnswer, cookies: string[]): Response {
  const headers = withCookies(answerHeaders(upstream.headers), cookies);
  if (BODYLESS_STATUSES.has(upstream.status)) return new Response(null, { status: upstream.status, headers });
  const body = bodyWithoutAuthKeys(upstream.body);
  if (body === null) return failureAnswer(new DashboardFailure('invalid'), cookies);
  return new Response(body, { status: upstream.status, headers });
}
