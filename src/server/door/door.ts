import type { DoorLimits } from './abuse-limits';
import { readCallBody } from './call-body';
import { clientAddressOf } from './client-address';
import { doorCookiesOf } from './cookies';
import { crossSiteRefusal } from './cross-site';
import { askDashboard } from './dashboard';
import { asDashboardCall } from './dashboard-get';
import { answerDoorCall } from './door-answer';
import { changesState, readDoorCall } from './door-call';
import { forwardedHeaders, startDeadline } from './upstream';

export interface DoorOptions {
  /** The abuse limits (abuse-limits.ts); none in tests that are not about them. */
  limits?: DoorLimits;
  /** Told the cache tags a successful call changed (calls.ts expires). */
  expire?: (tags: string[]) => void;
}

const noLimits: DoorLimits = async () => ({ settle: async () => {} });

/**
 * The browser's one door to the dashboard API (docs/architecture.md §1). A call crosses it once,
 * top to bottom: read it (canonical path, allow-list, cookies, body), apply the rules (cross-site,
 * limits), ask the dashboard (session renewal included), answer with the door's cookies. Every
 * step reads the one canonical path. Plain Web Request/Response so tests call it.
 */
export async function door(request: Request, { limits = noLimits, expire }: DoorOptions = {}): Promise<Response> {
  const call = readDoorCall(request);
  if (call instanceof Response) return call;
  const refused = crossSiteRefusal(request, call);
  if (refused) return refused;

  const cookies = doorCookiesOf(request);
  const client = clientAddressOf(request);
  const deadline = startDeadline(request, { carryThrough: changesState(call) });
  // Read first: an oversized, stalled or refused body is answered before the dashboard is asked anything.
  const read = await readCallBody(request, call, deadline);
  if (read instanceof Response) return read;
  const { body, contentType } = read;

  const reservation = await limits({ rule: call.rule, client, body, contentType });
  if ('refusal' in reservation) return reservation.refusal;
  const sent = await asDashboardCall(call, body, contentType);
  const forwarded = forwardedHeaders(request, client);
  if (contentType) forwarded.set('content-type', contentType);
  const exchange = await askDashboard({ ...sent, cookies, forwarded, deadline });
  await reservation.settle(exchange.upstream?.status ?? 502);

  const answer = await answerDoorCall({ call, cookies, exchange, body, contentType });
  if (answer.ok && call.rule.expires) expire?.(call.rule.expires);
  return answer;
}
