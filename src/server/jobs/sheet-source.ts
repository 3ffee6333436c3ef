import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { dashboardApiUrl } from '@/shared/config/env';
import { dashboardFileAddress, openDashboard } from '../dashboard/client';
import { canonicalPathBelow } from '../door/canonical-path';
import { isPdf } from '../door/image-type';
import type { PackLimits } from './pack-limits';

/** One data or safety sheet of a product in the job, as the catalogue lists it. */
export interface PackSheet {
  product: string;
  title: string;
  path: string;
}

/** A sheet and its document, or null when it could not be had (the pack then says "not available"). */
export interface FetchedSheet {
  sheet: PackSheet;
  pdf: PDFDocument | null;
}

/**
 * The dashboard's own address of a sheet, or null. A catalogue entry is data, not a place the
 * server may be sent: whatever it says, only a file below the dashboard's /uploads/ is fetched
 * (no other host, no credentials, query or way out of /uploads/, each segment decoded once).
 */
export function sheetUrl(raw: unknown, dashboard = dashboardApiUrl()): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  const base = new URL(dashboard);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search || url.hash) return null;
  const path = canonicalPathBelow(url.pathname, '/uploads/');
  if (path === null) return null;
  return dashboardFileAddress(path, dashboard);
}

/** The body, or null once it passes `maxBytes`; the caller then aborts the fetch, so the rest is never read. */
async function readCapped(answer: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(answer.headers.get('content-length') ?? 0) > maxBytes || !answer.body) return null;
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  return bytes;
}

async function fetchSheet(url: string, maxBytes: number, deadline: AbortSignal): Promise<{ pdf: PDFDocument; size: number } | null> {
  const done = new AbortController();
  try {
    // Through the one dashboard client: never cached, redirects handed back rather than followed.
    const answer = await openDashboard(url, { method: 'GET' }, { signal: AbortSignal.any([deadline, done.signal]), expired: () => deadline.aborted });
    const bytes = answer.status === 200 ? await readCapped(answer, maxBytes) : null;
    if (!bytes || !isPdf(bytes)) return null;
    return { pdf: await PDFDocument.load(bytes, { updateMetadata: false }), size: bytes.byteLength };
  } catch {
    // Unreachable, too slow, malformed or encrypted: the pack lists it as not available.
    return null;
  } finally {
    // Whatever was not read (an error page, the rest of a file too large) is dropped with the connection.
    done.abort();
  }
}

/** Each sheet in turn within one deadline and byte budget; one that fails does not fail the others. */
export async function fetchSheets(sheets: PackSheet[], limits: PackLimits, dashboard = dashboardApiUrl()): Promise<FetchedSheet[]> {
  const signal = AbortSignal.timeout(limits.deadlineMs);
  let budget = limits.maxTotalBytes;
  const fetched: FetchedSheet[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const url = sheetUrl(sheet.path, dashboard);
    const got = url && index < limits.maxSheets && !signal.aborted ? await fetchSheet(url, Math.min(limits.maxSheetBytes, budget), signal) : null;
    if (got) budget -= got.size;
    fetched.push({ sheet, pdf: got?.pdf ?? null });
  }
  return fetched;
}
