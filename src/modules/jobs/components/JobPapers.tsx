import { useLocale, useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { CrewLinks } from './CrewLinks';
import { PackDownload } from './PackDownload';
import styles from './jobs.module.css';

interface JobPapersProps {
  job: Job;
  onChanged: (job: Job) => void;
}

/** What goes to the site: the job pack for the binder (in the page's language), and read-only links for the crew. */
export function JobPapers({ job, onChanged }: JobPapersProps) {
  const t = useTranslations('jobs.client.papers');
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby="job-papers-title">
      <h2 id="job-papers-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <PackDownload href={localePath(`/account/jobs/${job.id}/pack`, locale)} />
      <CrewLinks job={job} onChanged={onChanged} />
    </section>
  );
}
