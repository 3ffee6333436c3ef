import 'server-only';
import { positive } from '@/server/door/call-limits';

/**
 * What one job pack may fetch of the dashboard's sheets (docs/jobs.md "Job pack"): a job of 50 lines
 * whose products each have two sheets stays well inside, while a catalogue entry pointing at a
 * huge or slow file cannot make one download tie the server up.
 */
export interface PackLimits {
  /** Sheets fetched per pack; the rest are listed as not available. */
  maxSheets: number;
  /** Bytes of one sheet; a larger one is not available. */
  maxSheetBytes: number;
  /** Bytes of all sheets together. */
  maxTotalBytes: number;
  /** One deadline for fetching every sheet of the pack. */
  deadlineMs: number;
  /** Packs this instance makes at once; one more is answered 503 with Retry-After. */
  maxInFlight: number;
}

const MIB = 1024 * 1024;

export function packLimits(env: Record<string, string | undefined> = process.env): PackLimits {
  return {
    maxSheets: positive(env.JOB_PACK_MAX_SHEETS, 60),
    maxSheetBytes: positive(env.JOB_PACK_MAX_SHEET_BYTES, 5 * MIB),
    maxTotalBytes: positive(env.JOB_PACK_MAX_BYTES, 40 * MIB),
    deadlineMs: positive(env.JOB_PACK_DEADLINE_MS, 15_000),
    maxInFlight: positive(env.JOB_PACK_MAX_IN_FLIGHT, 4),
  };
}
