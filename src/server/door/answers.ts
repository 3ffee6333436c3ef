import 'server-only';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import { bodyWithoutAuthKeys } from './auth-key';
import type { BodyRefused } from './request-body';
import { DashboardFailure, FAILURE_STATUS, type DashboardAnswer } from '../dashboard/client';
import { answerHeaders } from './passed-headers';

/**
 * Every door answer is personal (it may set cookies and depends on who asks), so no shared
 * cache may keep it.
 */
const NO_STORE = 'no-store';

/** docs/contract.md §6: a customer's call without a sign-in, as the dashboard words it. */
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

const BODYLESS_STATUSES = new Set([204, 205, 304]);

const FAILURE_MESSAGES: Record<DashboardFailure['kind'], string> = {
  timeout: 'The shop server is taking too long to answer. Please try again.',
  unreachable: 'The shop server cannot be reached right now. Please try again in a moment.',
  invalid: 'The shop server gave an unexpected answer. Please try again in a moment.',
};

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
  const body: ErrorAnswer = { message: FAILURE_MESSAGES[failure.kind] };
  return jsonAnswer(FAILURE_STATUS[failure.kind], body, cookies);
}

const REFUSED_BODY_ANSWERS: Record<BodyRefused['kind'], { status: number; message: string }> = {
  tooLarge: { status: 413, message: 'That upload is too large. Please send smaller files.' },
  tooSlow: { status: 408, message: 'The upload took too long. Please check your connection and try again.' },
};

export function refusedBodyAnswer(refused: BodyRefused, cookies: string[] = []): Response {
  const { status, message } = REFUSED_BODY_ANSWERS[refused.kind];
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
