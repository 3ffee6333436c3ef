import 'server-only';
import { uploadSecurityHeaders } from '@/shared/config/security-headers';
import { dashboardFileAddress, DashboardFailure, failureOf, FAILURE_STATUS, openDashboard } from '../dashboard/client';
import { startDeadline } from '../dashboard/deadline';
import { canonicalPathBelow } from './canonical-path';
import { isPdf, rasterTypeOf, SNIFF_BYTES, type RasterType } from './image-type';
import { pickHeaders } from './passed-headers';

/**
 * What a browser or the image optimizer may ask of a file: conditional reads, nothing personal.
 * No Range: every answer starts at the file's first bytes, which give its type.
 */
const PASSED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
/** What keeps a file cacheable; no Set-Cookie from the dashboard's host, and never its type. */
const PASSED_ANSWER_HEADERS = ['cache-control', 'etag', 'last-modified', 'expires'];

const BODYLESS_STATUSES = new Set([204, 304]);

/**
 * How the file is served, from its first bytes: a raster image as itself; a PDF (technical data
 * sheets, which the shop downloads by fetch) and anything else as an attachment, never shown on
 * the shop's origin. The dashboard's own type counts for nothing: it may be whatever a client sent.
 */
function servedAs(head: Uint8Array): { type: RasterType | 'application/pdf' | 'application/octet-stream'; attachment: boolean } {
  const raster = rasterTypeOf(head);
  if (raster) return { type: raster, attachment: false };
  return { type: isPdf(head) ? 'application/pdf' : 'application/octet-stream', attachment: true };
}

/** The first SNIFF_BYTES of `body` (fewer if it is shorter), and the whole body again as a stream. */
async function peek(body: ReadableStream<Uint8Array>): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const head = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (head.set(chunk, offset), offset + chunk.byteLength), 0);
  const replay = new ReadableStream<Uint8Array>({
    start(controller) {
      if (size > 0) controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head: head.subarray(0, SNIFF_BYTES), body: replay };
}

/**
 * /uploads/*: the dashboard's catalogue images and files, and customers' uploads, served from
 * the shop's origin (so next/image optimises local paths and the CSP stays at img-src 'self').
 * Only GET and HEAD reach it (the route exports no other method), without the customer's
 * cookies or any other header of theirs but the few a cache needs, and on the same canonical
 * path rules as the door. Every answer is sandboxed (`Content-Security-Policy: sandbox;
 * default-src 'none'`, nosniff) and typed by its bytes, so even an SVG or HTML file that a
 * dashboard keeps under a client's chosen type runs no script here.
 */
export async function passUpload(request: Request): Promise<Response> {
  const headers = new Headers(uploadSecurityHeaders().map(({ key, value }): [string, string] => [key, value]));
  const path = canonicalPathBelow(new URL(request.url).pathname, '/uploads/');
  if (path === null) return new Response(null, { status: 400, headers });
  const deadline = startDeadline(request, { carryThrough: false });
  let upstream: Response;
  try {
    // Always a GET: a HEAD's answer is typed by the same bytes as the GET's.
    upstream = await openDashboard(dashboardFileAddress(path), { method: 'GET', headers: pickHeaders(request.headers, PASSED_REQUEST_HEADERS) }, deadline);
  } catch (error) {
    if (!(error instanceof DashboardFailure)) throw error;
    return new Response(null, { status: FAILURE_STATUS[error.kind], headers });
  }
  for (const [name, value] of pickHeaders(upstream.headers, PASSED_ANSWER_HEADERS)) headers.set(name, value);
  if (!upstream.body || BODYLESS_STATUSES.has(upstream.status)) {
    upstream.body?.cancel().catch(() => {});
    return new Response(null, { status: upstream.status, headers });
  }
  try {
    const { head, body } = await peek(upstream.body);
    const served = servedAs(head);
    headers.set('content-type', served.type);
    if (served.attachment) headers.set('content-disposition', 'attachment');
    if (request.method === 'HEAD') {
      body.cancel().catch(() => {});
      return new Response(null, { status: upstream.status, headers });
    }
    return new Response(body, { status: upstream.status, headers });
  } catch {
    return new Response(null, { status: FAILURE_STATUS[failureOf(deadline).kind], headers });
  }
}
