'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { Job, JobLine } from '@/modules/jobs/contract';
import { Link } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { removalWaiting, useWaitingChanges, waitingCount, waitingFor } from '@/modules/offline';
import { failureOf, jobCalls, type JobCalls } from '../calls';
import { jobLineName as lineName, queueJobLineCount, queueJobLineRemoval } from '../offline-job-changes';
import { useJobWords } from '../use-job-texts';
import { LineCells, LineHeadCells } from './JobLineCells';
import { Problem } from './Problem';
import styles from './jobs.module.css';

const COUNTS = Array.from({ length: MAX_LINE_QUANTITY }, (_, index) => index + 1);

interface JobLinesProps {
  job: Job;
  onChanged: (job: Job) => void;
}

/** The job's lines with each one's price today, its count (1 to 10) and removal, and the job's total. */
export function JobLines({ job, onChanged }: JobLinesProps) {
  const t = useTranslations('jobs.client.lines');
  const { locale } = useJobWords();
  const errorText = useErrorText();
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const waiting = useWaitingChanges();

  /** Sends a line's change; without signal (or with no answer) it waits on the device instead (docs/offline.md). */
  const change = async (line: JobLine, call: (calls: JobCalls, key: string) => Promise<Job>, keepForLater: (key: string) => Promise<void>) => {
    setBusyLine(line.id);
    setError(null);
    // One key for the attempt now and, when no answer comes, the change kept: it is made once.
    const key = crypto.randomUUID();
    try {
      if (!navigator.onLine) await keepForLater(key);
      else onChanged(await call(await jobCalls(), key));
    } catch (failure) {
      const problem = await failureOf(failure);
      if (problem.status === 0) await keepForLater(key);
      else setError(errorText(failure));
    } finally {
      setBusyLine(null);
    }
  };

  if (job.lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/products" className="btn btn-primary">
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {error && <Problem message={error} />}
      <table className={`${styles.table} ${stacked.stacked}`}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <LineHeadCells />
            <th scope="col">{t('qty')}</th>
            <th scope="col" className={stacked.number}>{t('priceToday')}</th>
            <th scope="col" className={stacked.number}>{t('total')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {job.lines.map((line) => {
            const lineWaiting = waitingFor(waiting, line.id, job.id);
            const queuedCount = waitingCount(lineWaiting);
            const removeWaits = removalWaiting(lineWaiting);
            return (
            <tr key={line.id} aria-busy={busyLine === line.id || undefined}>
              <LineCells line={line} />
              <td data-label={t('qty')}>
                <select
                  className={`${styles.select} ${styles.count}`}
                  aria-label={t('quantityOf', { line: lineName(line) })}
                  value={queuedCount ?? line.count}
                  disabled={busyLine !== null || removeWaits}
                  onChange={(event) => {
                    // Read now: the select is controlled, and shows the saved count again until the answer comes.
                    const count = Number(event.target.value);
                    void change(line, (calls, key) => calls.changeJobLineCount(job.id, line.id, count, key), (key) => queueJobLineCount(job, line, count, key));
                  }}
                >
                  {COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
                {queuedCount !== undefined && <p className={styles.waiting}>{t('waiting')}</p>}
              </td>
              <td data-label={t('priceToday')} className={stacked.number}>{line.price === null ? '—' : formatPrice(line.price, locale)}</td>
              <td data-label={t('total')} className={stacked.number}>{line.line_total === null ? '—' : formatPrice(line.line_total, locale)}</td>
              <td>
                {removeWaits ? (
                  <span className={styles.waiting}>{t('removalWaiting')}</span>
                ) : (
                  <button
                    type="button"
                    className={`btn btn-ghost ${styles.small}`}
                    disabled={busyLine !== null}
                    aria-label={t('removeLine', { line: lineName(line) })}
                    onClick={() => void change(line, (calls, key) => calls.removeJobLine(job.id, line.id, key), (key) => queueJobLineRemoval(job, line, key, t('queuedRemoval', { line: lineName(line) })))}
                  >
                    {t('remove')}
                  </button>
                )}
              </td>
            </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={styles.total}>
        <dt>{t('totalToday')}</dt>
        <dd data-last-seen>{formatPrice(job.total, locale)}</dd>
      </dl>
      <p className="muted">{t('beforeDiscounts')}</p>
    </>
  );
}
