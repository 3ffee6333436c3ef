import 'server-only';
import type { CallBody } from './call-body';
import type { DoorCookies } from './cookies';
import type { DoorCall } from './door-call';
import { fetchSessionToken, sessionIsGone } from './session';
import { callDashboard, dashboardAddress, DashboardFailure, withIdentity, type DashboardAnswer } from '../dashboard/client';
import type { Deadline } from '../dashboard/deadline';

/** What the dashboard step came back with: the answer or why there is none, and any new visitor session. */
export interface DashboardExchange {
  upstream?: DashboardAnswer;
  failure?: DashboardFailure;
  newSessionToken?: string;
}

interface DashboardRequest {
  call: DoorCall;
  cookies: DoorCookies;
  /** The browser's headers the dashboard may see (passed-headers.ts). */
  forwarded: Headers;
  body: CallBody['body'];
  deadline: Deadline;
}

/**
 * The call's one trip to the dashboard (docs/architecture.md §1): a visitor without a session
 * gets one first; a visitor whose session the dashboard forgot (401, and the probe agrees) gets
 * a new one and the call is sent again. The door's own session call stops after the first step.
 */
export async function askDashboard({ call, cookies, forwarded, body, deadline }: DashboardRequest): Promise<DashboardExchange> {
  const exchange: DashboardExchange = {};
  let sessionToken = cookies.sessionToken;
  const renewSession = async () => {
    sessionToken = exchange.newSessionToken = await fetchSessionToken(forwarded, deadline);
  };
  // A stale key must not turn a fresh sign-in into a 401.
  const apiKey = call.rule.role === 'signIn' ? undefined : cookies.apiKey;
  const send = () =>
    callDashboard(
      dashboardAddress(call.path, call.search),
      { method: call.method, headers: withIdentity(forwarded, { sessionToken, apiKey }, body !== undefined), body },
      deadline,
    );
  try {
    if (!sessionToken && !cookies.apiKey) await renewSession();
    if (call.rule.role === 'session') return exchange;
    exchange.upstream = await send();
    const visitorToken = apiKey ? undefined : cookies.sessionToken;
    if (exchange.upstream.status === 401 && visitorToken && (await sessionIsGone(forwarded, visitorToken, deadline))) {
      await renewSession();
      exchange.upstream = await send();
    }
  } catch (error) {
    if (!(error instanceof DashboardFailure)) throw error;
    exchange.failure = error;
  }
  return exchange;
}
