import { useTranslations } from 'next-intl';
import type { JobSummary } from '@/modules/jobs/contract';
import { Link } from '@/shared/i18n/navigation';
import { useJobWords } from '../use-job-texts';
import styles from './jobs.module.css';

/** The account page's way to Account → Jobs; the page renders it only when the dashboard has jobs. */
export function JobsCard({ jobs }: { jobs: JobSummary[] }) {
  const t = useTranslations('jobs.client.card');
  const words = useJobWords();
  const open = jobs.filter((job) => job.status !== 'done');
  return (
    <section className={styles.card} aria-labelledby="jobs-card-title">
      <h2 id="jobs-card-title">{t('title')}</h2>
      <p className="muted">{jobs.length === 0 ? t('empty') : t('summary', { count: jobs.length, open: open.length })}</p>
      {open.length > 0 && (
        <ul className={styles.cardList}>
          {open.slice(0, 3).map((job) => (
            <li key={job.id}>
              <Link href={`/account/jobs/${job.id}`}>{job.name}</Link> <span className="muted">({words.lines(job.lines_count)})</span>
            </li>
          ))}
        </ul>
      )}
      <Link href="/account/jobs" className="btn btn-primary">
        {t('yourJobs')}
      </Link>
    </section>
  );
}
