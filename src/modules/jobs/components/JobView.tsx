'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { QUEUE_SENT } from '@/modules/offline';
import { WaitingChanges } from '@/modules/offline/components';
import type { SendResult } from '@/modules/offline';
import type { Job } from '@/modules/jobs/contract';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { PendingButton } from '@/shared/ui/PendingButton';
import { toast } from '@/shared/ui/toast';
import { jobCalls } from '../calls';
import { useJobWords } from '../use-job-texts';
import { BuyForJobButton } from './BuyForJobButton';
import { DeleteJobButton } from './DeleteJobButton';
import { JobDetails } from './JobDetails';
import { JobLines } from './JobLines';
import { JobOrders } from './JobOrders';
import { JobPapers } from './JobPapers';
import { JobStatusTag } from './JobStatusTag';
import { Problem } from './Problem';
import styles from './jobs.module.css';

/**
 * One job: its lines priced today, its details to edit, mark done and delete. The shop's own
 * buttons and tables, no antd: the details form and its code load when the customer opens it.
 */
export function JobView({ initialJob }: { initialJob: Job }) {
  const t = useTranslations('jobs.client.job');
  const words = useJobWords();
  const errorText = useErrorText();
  const [job, setJob] = useState(initialJob);
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Line changes made without signal and sent since: the job as the last of their answers has it.
  useEffect(() => {
    const sent = (event: Event) => {
      const answer = (event as CustomEvent<SendResult>).detail.made.filter(({ change }) => change.jobId === job.id).at(-1)?.answer as { data?: Job } | undefined;
      if (answer?.data) setJob(answer.data);
    };
    window.addEventListener(QUEUE_SENT, sent);
    return () => window.removeEventListener(QUEUE_SENT, sent);
  }, [job.id]);

  const markDone = async () => {
    setMarking(true);
    setError(null);
    try {
      setJob(await (await jobCalls()).updateJob(job.id, { status: 'done' }));
      toast.success(t('done'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className={styles.sections}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{job.name}</h1>
          <p className={styles.meta}>
            <JobStatusTag status={job.status} /> <span>{words.area(job)}</span>
            {job.coats !== null && <span>{words.coats(job.coats)}</span>}
          </p>
        </div>
        <div className={styles.actions}>
          <BuyForJobButton job={job} />
          {job.status !== 'done' && (
            <PendingButton pending={marking} onClick={() => void markDone()}>
              {t('markDone')}
            </PendingButton>
          )}
          <DeleteJobButton job={job} />
        </div>
      </header>
      {error && <Problem message={error} />}
      <section className={styles.card} aria-labelledby="job-lines-title">
        <h2 id="job-lines-title">{t('products')}</h2>
        <WaitingChanges of={{ jobId: job.id }} />
        <JobLines job={job} onChanged={setJob} />
      </section>
      <section className={styles.card} aria-labelledby="job-orders-title">
        <h2 id="job-orders-title">{t('orders')}</h2>
        <JobOrders job={job} />
      </section>
      <JobPapers job={job} onChanged={setJob} />
      <JobDetails job={job} onSaved={setJob} />
    </div>
  );
}
