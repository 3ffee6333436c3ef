import type { AreaUnit } from '@/modules/catalogue/contract';
import type { JobFields, JobLine, JobLineVariant } from '@/modules/jobs/contract';

/** A line as stored: the variant, its count, and the names it had when added. */
export type JobLineRecord = Pick<JobLine, keyof JobLineVariant | 'id' | 'count' | 'slug' | 'product_title' | 'tag_name' | 'type_name'>;

export interface JobRecord extends JobFields {
  id: number;
  user_id: number;
  lines: JobLineRecord[];
  created_at: string;
  updated_at: string;
}

/** A crew link. Only the SHA-256 of its token is kept, so a copy of the store opens no job. */
export interface ShareRecord {
  id: number;
  job_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked: boolean;
}

export interface JobsState {
  jobs: JobRecord[];
  shares: ShareRecord[];
  /** Customers for whom the dashboard behaves as if it had no jobs (POST /__sandbox/jobs). */
  hiddenFrom: Set<number>;
  nextJobId: number;
  nextLineId: number;
  nextShareId: number;
}

export const DEFAULT_AREA_UNIT: AreaUnit = 'm2';

export function createJobsState(seed: JobRecord[]): JobsState {
  const maxLine = Math.max(0, ...seed.flatMap((job) => job.lines.map((line) => line.id)));
  return {
    jobs: seed,
    shares: [],
    hiddenFrom: new Set(),
    nextJobId: Math.max(0, ...seed.map((job) => job.id)) + 1,
    nextLineId: maxLine + 1,
    nextShareId: 1,
  };
}
