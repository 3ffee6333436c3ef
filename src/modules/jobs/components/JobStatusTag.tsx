import type { JobStatus } from '@/modules/jobs/contract';
import { useJobWords } from '../use-job-texts';
import styles from './jobs.module.css';

/** Plain markup, so server-rendered lists show it without any script. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const words = useJobWords();
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{words.status(status)}</span>;
}
