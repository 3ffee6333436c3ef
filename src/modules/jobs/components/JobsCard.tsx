import Link from 'next/link';
import type { JobSummary } from '@/modules/jobs/contract';
import { linesText } from '../format';
import styles from './jobs.module.css';

/** The account page's way to Account → Jobs; the page renders it only when the dashboard has jobs. */
export function JobsCard({ jobs }: { jobs: JobSummary[] }) {
  const open = jobs.filter((job) => job.status !== 'done');
  return (
    <section className={styles.card} aria-labelledby="jobs-card-title">
      <h2 id="jobs-card-title">Jobs</h2>
      <p className="muted">
        {jobs.length === 0
          ? 'Plan each site’s work: its floor, its address and the products you buy for it.'
          : `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}, ${open.length} not done yet.`}
      </p>
      {open.length > 0 && (
        <ul className={styles.cardList}>
          {open.slice(0, 3).map((job) => (
            <li key={job.id}>
              <Link href={`/account/jobs/${job.id}`}>{job.name}</Link> <span className="muted">({linesText(job.lines_count)})</span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/account/jobs" className="btn btn-primary">
        Your jobs
      </Link>
    </section>
  );
}
