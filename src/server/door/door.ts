import type { DoorLimits } from './abuse-limits';
import { refusedBodyAnswer } from './answers';
import { clientAddressOf } from './client-address';
import { doorCookiesOf } from './cookies';
import { crossSiteRefusal } from './cross-site';
import { askDashboard } from './dashboard';
import { reviewExpiry, type CacheExpiry } from './cache-expiry';
import { answerDoorCall } from './door-answer';
import { changesState, readDoorCall } from './door-call';
import { BodyRefused, readLimitedBody } from './request-body';
import { forwardedHeaders, startDeadline } from './upstream';

export interface DoorOptions {
  /** The abuse limits (abuse-limits.ts); none in tests that are not about them. */
  limits?: DoorLimits;
  /** Told the cache tags a successful call changed (calls.ts expiresReviewsOf). */
  expire?: (expiry: CacheExpiry) => void;
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
  const contentType = request.headers.get('content-type') ?? '';
  const client = clientAddressOf(request);
  const deadline = startDeadline(request, { carryThrough: changesState(call) });
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    // Read first: an oversized or stalled body is refused before the dashboard is asked anything.
    body = call.method === 'GET' ? undefined : await readLimitedBody(request, deadline);
  } catch (error) {
    if (error instanceof BodyRefused) return refusedBodyAnswer(error);
    throw error;
  }

  const reservation = await limits({ rule: call.rule, client, body, contentType });
  if ('refusal' in reservation) return reservation.refusal;
  const exchange = await askDashboard({ call, cookies, forwarded: forwardedHeaders(request, client), body, deadline });
  await reservation.settle(exchange.upstream?.status ?? 502);

  const answer = await answerDoorCall({ call, cookies, exchange, body, contentType });
  if (answer.ok && call.rule.expiresReviewsOf && expire) {
    const expiry = await reviewExpiry(body, contentType, call.rule.expiresReviewsOf, call.search);
    if (expiry) expire(expiry);
  }
  return answer;
}
