import type { Job } from '@/modules/jobs/contract';
import { CrewLinks } from './CrewLinks';
import { PackDownload } from './PackDownload';
import styles from './jobs.module.css';

interface JobPapersProps {
  job: Job;
  onChanged: (job: Job) => void;
}

/** What goes to the site: the job pack for the binder, and read-only links for the crew. */
export function JobPapers({ job, onChanged }: JobPapersProps) {
  return (
    <section className={styles.card} aria-labelledby="job-papers-title">
      <h2 id="job-papers-title">Site papers</h2>
      <p>One PDF for the site binder: the job, its site and products, then every data and safety sheet of its products.</p>
      <PackDownload href={`/account/jobs/${job.id}/pack`} />
      <CrewLinks job={job} onChanged={onChanged} />
    </section>
  );
}
