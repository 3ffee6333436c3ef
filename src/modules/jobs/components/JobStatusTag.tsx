import { JOB_STATUS_LABELS } from '@/modules/jobs/config';
import type { JobStatus } from '@/modules/jobs/contract';
import styles from './jobs.module.css';

/** Plain markup, so server-rendered lists show it without any script. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{JOB_STATUS_LABELS[status] ?? status}</span>;
}
