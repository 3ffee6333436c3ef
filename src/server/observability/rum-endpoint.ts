import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientWait } from '@/server/door/client-wait';
import { fromShopPage } from '@/server/door/cross-site';
import { createLimiter } from '@/server/door/limiter-store';
import { BodyRefused, declaredLength, readLimitedBody } from '@/server/door/request-body';
import { startDeadline } from '@/server/dashboard/deadline';
import { REPORT_MAX_BYTES } from '@/shared/rum/report';

/**
 * A route that takes a browser's report (POST /api/vitals, /api/client-errors): none of the
 * dashboard's calls, so it has its own route beside the door's catch-all, and the door's rules
 * that apply to it: the shop's own pages only (cross-site.ts), a body of at most REPORT_MAX_BYTES
 * refused by its declared size before it is read and again as it arrives (request-body.ts), and a
 * per-client limit in the door's limiter store. Nobody reads the answer of a beacon: every one is
 * empty, its status says what happened.
 */
export interface ReportRoute<Report> {
  limiter: RateLimiterAbstract;
  read: (data: unknown) => Report | null;
  record: (report: Report, request: Request) => void;
}

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

// The unread rest of the body must not be taken as the next request on this connection.
const tooLarge = () => answer(413, { connection: 'close' });

function parsed(body: Uint8Array | undefined): unknown {
  try {
    return body ? JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) : null;
  } catch {
    return null;
  }
}

export async function reportAnswer<Report>(request: Request, { limiter, read, record }: ReportRoute<Report>): Promise<Response> {
  if (!fromShopPage(request)) return answer(403);
  if ((declaredLength(request) ?? 0) > REPORT_MAX_BYTES) return tooLarge();
  const wait = await clientWait(request, limiter);
  if (wait !== null) return answer(429, { 'retry-after': String(wait) });
  let body: Uint8Array | undefined;
  try {
    body = await readLimitedBody(request, startDeadline(request, { carryThrough: false }), REPORT_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return error.kind === 'tooLarge' ? tooLarge() : answer(408, { connection: 'close' });
  }
  const report = read(parsed(body));
  if (report === null) return answer(400);
  record(report, request);
  return answer(204);
}

/** Reports per client per minute: a page view sends one or two; an office of customers behind one address, dozens. */
export const REPORTS_PER_CLIENT_PER_MINUTE = { vitals: 60, clientErrors: 20 } as const;

export const reportLimiter = (kind: keyof typeof REPORTS_PER_CLIENT_PER_MINUTE) =>
  createLimiter({ keyPrefix: `rum-${kind}`, points: REPORTS_PER_CLIENT_PER_MINUTE[kind], durationSeconds: 60 });
