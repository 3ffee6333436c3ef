import 'server-only';
import type { SessionAnswer } from '@/modules/accounts/contract';
import { parseJson } from './json';
import { callDashboard, dashboardAddress, DashboardFailure, withIdentity } from '../dashboard/client';
import type { Deadline } from '../dashboard/deadline';

const SESSION_PATH = 'default/session';
/** Reading the basket needs no sign-in (docs/contract.md §6: a visitor has a basket), so it tells whether a visitor session still exists. */
const SESSION_PROBE_PATH = 'basket';

/** Asks the dashboard for a new anonymous session token (docs/contract.md §7 GET /default/session). */
export async function fetchSessionToken(forwarded: Headers, deadline: Deadline): Promise<string> {
  const answer = await callDashboard(dashboardAddress(SESSION_PATH), { method: 'GET', headers: withIdentity(forwarded, {}, false) }, deadline);
  if (answer.status !== 200) throw new DashboardFailure('invalid');
  const token = parseJson<Partial<SessionAnswer>>(answer.body)?.token;
  if (typeof token !== 'string' || token === '') throw new DashboardFailure('invalid');
  return token;
}

/**
 * After a visitor's call got 401: is it because the dashboard forgot the session (expired, or a
 * restarted sandbox) rather than because the call needs sign-in? Only then may the session be
 * replaced; a live one holds the visitor's basket.
 */
export async function sessionIsGone(forwarded: Headers, sessionToken: string, deadline: Deadline): Promise<boolean> {
  const answer = await callDashboard(
    dashboardAddress(SESSION_PROBE_PATH),
    { method: 'POST', headers: withIdentity(forwarded, { sessionToken }, false) },
    deadline,
  );
  return answer.status === 401;
}
