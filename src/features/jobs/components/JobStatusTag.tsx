import { JOB_STATUS_LABELS } from '@/shared/config/jobs';
import type { JobStatus } from '@/shared/contract/jobs';
import styles from './jobs.module.css';

/** Plain markup, so server-rendered lists show it without any script. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{JOB_STATUS_LABELS[status] ?? status}</span>;
}
