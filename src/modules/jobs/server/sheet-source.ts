import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { dashboardApiUrl } from '@/shared/config/env';
import { dashboardFileAddress, openDashboard } from '@/server/dashboard/client';
import { canonicalPathBelow } from '@/server/door/canonical-path';
import { isPdf } from '@/server/door/image-type';
import { readCapped } from '@/server/streams/capped-read';
import type { PackLimits } from './pack-limits';
import { cachedSheet, keepSheet } from './sheet-cache';

/** One data or safety sheet of a product in the job, as the catalogue lists it. */
export interface PackSheet {
  product: string;
  title: string;
  path: string;
  /** The sheet's language as the dashboard says it (docs/contract.md §12); none is English. */
  locale?: string | null;
}

/** A sheet, and whether it could be had (the pack says "not available" when not). */
export interface FetchedSheet {
  sheet: PackSheet;
  available: boolean;
}

/** Takes each sheet's document as it arrives (the pack copies its pages and lets it go). */
export type TakeSheet = (sheet: PackSheet, pdf: PDFDocument) => Promise<void>;

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

async function fetchSheetBytes(url: string, maxBytes: number, deadline: AbortSignal): Promise<Uint8Array | null> {
  const done = new AbortController();
  try {
    // Through the one dashboard client: never cached, redirects handed back rather than followed.
    const signal = AbortSignal.any([deadline, done.signal]);
    const answer = await openDashboard(url, { method: 'GET' }, { signal, expired: () => deadline.aborted });
    const bytes = answer.status === 200 ? await readCapped(answer, { limit: maxBytes, signal }) : undefined;
    return bytes && isPdf(bytes) ? bytes : null;
  } catch {
    // Unreachable, too slow or too large (the rest is never read): the pack lists it as not available.
    return null;
  } finally {
    // Whatever was not read (an error page, the rest of a file too large) is dropped with the connection.
    done.abort();
  }
}

/**
 * A sheet from the shared cache or the dashboard, handed to `take` as a document; its size, or null
 * when it could not be had (malformed or encrypted too). The document lives only in this call, so
 * it is let go once `take` has copied its pages, before the next sheet is asked for.
 */
async function addSheet(sheet: PackSheet, url: string, maxBytes: number, deadline: AbortSignal, take: TakeSheet): Promise<number | null> {
  const cached = await cachedSheet(url);
  const bytes = cached && cached.byteLength <= maxBytes ? cached : cached ? null : await fetchSheetBytes(url, maxBytes, deadline);
  if (!bytes) return null;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return null;
  }
  if (!cached) await keepSheet(url, bytes);
  await take(sheet, pdf);
  return bytes.byteLength;
}

/**
 * Each sheet in turn within one deadline and byte budget, handed to `take` as it arrives; one that
 * fails does not fail the others. Stops asking for sheets once `signal` aborts (the customer left):
 * the pack is then thrown away.
 */
export async function fetchSheets(
  sheets: PackSheet[],
  limits: PackLimits,
  { dashboard = dashboardApiUrl(), signal, take = async () => {} }: { dashboard?: string; signal?: AbortSignal; take?: TakeSheet } = {},
): Promise<FetchedSheet[]> {
  const deadline = AbortSignal.timeout(limits.deadlineMs);
  const stop = signal ? AbortSignal.any([deadline, signal]) : deadline;
  let budget = limits.maxTotalBytes;
  const fetched: FetchedSheet[] = [];
  for (const [index, sheet] of sheets.entries()) {
    signal?.throwIfAborted();
    const url = sheetUrl(sheet.path, dashboard);
    const size = url && index < limits.maxSheets && !stop.aborted ? await addSheet(sheet, url, Math.min(limits.maxSheetBytes, budget), stop, take) : null;
    signal?.throwIfAborted();
    if (size !== null) budget -= size;
    fetched.push({ sheet, available: size !== null });
  }
  return fetched;
}
