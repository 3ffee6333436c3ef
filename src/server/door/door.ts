import 'server-only';
import type { DoorLimits } from './abuse-limits';
import { jsonAnswer } from './answers';
import { doorLanguageOf, doorText, inDoorLanguage } from './language';
import { AMBIGUOUS, fieldsTheDoorReads, limitsReadBody, readDoorFields } from './body-fields';
import { readCallBody } from './call-body';
import { clientIpOf } from './client-address';
import { doorCookiesOf } from './cookies';
import { crossSiteRefusal } from './cross-site';
import { askDashboard } from './dashboard';
import { reviewExpiry, type CacheExpiry } from './cache-expiry';
import { asDashboardCall } from './dashboard-get';
import { answerDoorCall } from './door-answer';
import { changesState, readDoorCall } from './door-call';
import { countOrderOf, sendInCountOrder } from './count-order';
import { clientNetwork } from './ip-address.mjs';
import { startDeadline } from '../dashboard/deadline';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency-key';
import { forwardedHeaders } from './passed-headers';
import { noteInRequestLog } from '../observability/request-context.mjs';

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
export function door(request: Request, options: DoorOptions = {}): Promise<Response> {
  // The door's own answers speak the page's language (language.ts), as the dashboard is asked to.
  return inDoorLanguage(doorLanguageOf(request), () => answerCall(request, options));
}

async function answerCall(request: Request, { limits = noLimits, expire }: DoorOptions): Promise<Response> {
  const call = readDoorCall(request);
  if (call instanceof Response) return call;
  noteInRequestLog({ call: `${call.method} ${call.path}` });
  const refused = crossSiteRefusal(request, call);
  if (refused) return refused;
  const idempotencyKey = idempotencyKeyOf(request, call);
  if (idempotencyKey instanceof Response) return idempotencyKey;

  const cookies = doorCookiesOf(request);
  if (call.rule.account && !cookies.apiKey) return jsonAnswer(401, { message: doorText('signIn') });
  const clientIp = clientIpOf(request);
  const client = clientNetwork(clientIp);
  const deadline = startDeadline(request, { carryThrough: changesState(call) });
  // Limits that count no body field are spent before the body is read, so a client past its limit costs no read.
  const early = limitsReadBody(call.rule) ? null : await limits({ rule: call.rule, client, fields: {}, cookies });
  if (early && 'refusal' in early) return early.refusal;
  const refuse = async (answer: Response) => {
    await early?.settle(answer.status);
    return answer;
  };
  // Then the body, within the call's cap: an oversized, stalled or refused body is answered before the dashboard is asked anything.
  const read = await readCallBody(request, call, deadline);
  if (read instanceof Response) return refuse(read);
  const { body, contentType } = read;

  const fields = await readDoorFields(read, new URL(request.url).search, fieldsTheDoorReads(call.rule));
  if (fields === AMBIGUOUS) return refuse(jsonAnswer(400, { message: doorText('invalidRequest') }));
  const order = await countOrderOf(request, call, cookies, body, contentType);
  if (order instanceof Response) return refuse(order);
  const reservation = early ?? (await limits({ rule: call.rule, client, fields, cookies }));
  if ('refusal' in reservation) return reservation.refusal;
  const sent = asDashboardCall(call, body, fields);
  const forwarded = forwardedHeaders(request, clientIp);
  // An upload's form is rebuilt with a boundary of its own.
  if (contentType) forwarded.set('content-type', contentType);
  if (idempotencyKey) forwarded.set(IDEMPOTENCY_HEADER, idempotencyKey);
  const ask = () => askDashboard({ ...sent, cookies, forwarded, deadline });
  const asked = performance.now();
  const exchange = order
    ? await sendInCountOrder(order, (newer) => {
        if (!newer) return ask();
        const headers = new Headers(forwarded);
        headers.set('content-type', newer.contentType);
        headers.delete(IDEMPOTENCY_HEADER);
        return askDashboard({ ...sent, body: newer.body, cookies, forwarded: headers, deadline });
      })
    : await ask();
  noteInRequestLog({ dashboard_status: exchange.upstream?.status, dashboard_outcome: exchange.failure?.kind, dashboard_ms: Math.round((performance.now() - asked) * 10) / 10 });
  await reservation.settle(exchange.upstream?.status ?? 502);

  const answer = answerDoorCall({ call, cookies, exchange, fields });
  if (answer.ok && call.rule.expiresReviewsOf && expire) {
    const expiry = reviewExpiry(fields, call.rule.expiresReviewsOf);
    if (expiry) expire(expiry);
  }
  return answer;
}
