'use client';

import { Alert, Button, Modal } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { canonicalJobName } from '@/modules/jobs/config';
import type { JobSummary } from '@/modules/jobs/contract';
import { addLinesToJob, createJob, fetchJobs, type AddedToJob } from '@/modules/jobs/job-calls';
import { jobsChanged, jobsLastRead } from '@/modules/jobs/jobs-offered';
import { clockTime } from '@/modules/offline';
import { Link } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { queueJobLineAdds } from '../offline-job-changes';
import { RefusedLines } from '@/shared/ui/AddOutcomeDetails';
import type { ModalPropsByType } from '@/shared/modal/types';
import { FormError, FormFrame, placeFieldErrors } from '@/shared/ui/form';
import { useJobRuleTexts } from '../use-job-texts';
import { addToJobSchemaOf, JobChoice, NEW_JOB, type AddToJobValues } from './AddToJobFields';
import styles from './AddToJobModal.module.css';

/**
 * Said in the page's language (messages `addToJob`): "newJobNeedsSignal" when "A new job…" is chosen
 * without signal (lines can wait for a job that exists, a new job cannot); "jobsNotSeen" without
 * signal when this device has never seen the customer's jobs (no job to keep the lines for);
 * "jobsSeen" above the list of jobs read without signal.
 */
type Props = ModalPropsByType['ADD_TO_JOB'] & { onClose: () => void };

/** The fields a job made here starts with: its name and, from the calculator, its floor. */
const newJobFields = (name: string, floor: Props['floor']) => ({
  name: canonicalJobName(name),
  ...(floor && { area: floor.area, area_unit: floor.area_unit, coats: floor.coats, porosity: floor.porosity ?? '' }),
});

/** The job chosen beforehand (the calculator's), else the first not done, else a new one. */
function firstChoiceOf(jobs: JobSummary[], jobId: number | undefined): string {
  const chosen = jobs.find((job) => job.id === jobId) ?? jobs.find((job) => job.status !== 'done');
  return chosen ? String(chosen.id) : NEW_JOB;
}

/** The dialog's title, given by its opener in English ("Add to job"), in the page's language. */
const TITLE_KEY = { 'Add to job': 'addToJob', 'Save as a job': 'saveAsJob', 'Copy to job': 'copyToJob' } as const;

/** Lines kept on the device for a job until the signal returns (docs/offline.md). */
function Waiting({ text, onClose }: { text: string; onClose: () => void }) {
  const t = useTranslations('jobs.client.addToJob');
  return (
    <div role="status">
      <p>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('done')}</Button>
      </div>
    </div>
  );
}

function Outcome({ outcome, onClose }: { outcome: AddedToJob & { name: string; id: number }; onClose: () => void }) {
  const t = useTranslations('jobs.client.addToJob');
  return (
    <div role="status">
      {outcome.added.length > 0 ? (
        <>
          <p>
            {t.rich('added', {
              name: outcome.name,
              count: outcome.added.length,
              refused: outcome.refused.length,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <ul aria-label={t('addedList')}>
            {outcome.added.map((line, index) => (
              <li key={`${line.label}-${index}`}>
                {line.count} × {line.label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('nothingAdded', { name: outcome.name })}</p>
      )}
      <RefusedLines refused={outcome.refused} />
      <div className={styles.actions}>
        <Link href={`/account/jobs/${outcome.id}`} className="btn btn-primary" onClick={onClose}>
          {t('openJob')}
        </Link>
        <Button onClick={onClose}>{t('done')}</Button>
      </div>
    </div>
  );
}

/** Puts lines into one of the customer's jobs, or into one made here by name (docs/contract.md §10). */
export default function AddToJobModal({ title: titleGiven, lines, jobId, floor, onClose }: Props) {
  const t = useTranslations('jobs.client.addToJob');
  const locale = useLocale();
  const errorText = useErrorText();
  const texts = useJobRuleTexts();
  const schema = useMemo(() => addToJobSchemaOf(texts), [texts]);
  const title = t(`titles.${TITLE_KEY[titleGiven]}`);
  const [jobs, setJobs] = useState<JobSummary[] | null>(null);
  const [readFailure, setReadFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<(AddedToJob & { name: string; id: number }) | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  /** When the jobs listed were read, when they are the ones last seen (no signal now). */
  const [seenAt, setSeenAt] = useState<number | null>(null);
  const [notSeen, setNotSeen] = useState(false);

  useEffect(() => {
    fetchJobs().then(setJobs, (error: unknown) => {
      const noAnswer = normaliseError(error).status === 0;
      // Without signal the jobs as last seen on this device will do: the lines wait for the signal.
      const lastRead = jobsLastRead();
      if (lastRead && noAnswer) {
        setSeenAt(lastRead.at);
        return setJobs(lastRead.jobs);
      }
      setJobs([]);
      if (noAnswer) setNotSeen(true);
      else setReadFailure(errorText(error));
    });
  }, [errorText]);

  const submit = async ({ job, name }: AddToJobValues) => {
    setReadFailure(null);
    const making = job === NEW_JOB;
    if (!navigator.onLine && making) throw new ApiError(0, t('newJobNeedsSignal'));
    // One key per line, tried now and kept with the line when no answer comes: each arrives once.
    const keyed = lines.map((line) => ({ ...line, key: crypto.randomUUID() }));
    const existing = jobs!.find((summary) => String(summary.id) === job);
    const keepForLater = async (target: JobSummary) => {
      await queueJobLineAdds(target, keyed);
      const what = lines.map((line) => `${line.fields.count} × ${line.label}`).join(locale === 'fr' ? '\u00a0; ' : '; ');
      setWaiting(t('waiting', { lines: what, name: target.name }));
    };
    try {
      if (!navigator.onLine) return await keepForLater(existing!);
      const target = making ? await createJob(newJobFields(name, floor)) : existing!;
      const added = await addLinesToJob(target.id, keyed);
      setOutcome({ ...added, name: target.name, id: target.id });
      jobsChanged();
    } catch (error) {
      const { status, fieldErrors } = normaliseError(error);
      if (status === 0 && !making) return await keepForLater(existing!);
      if (status === 0) throw new ApiError(0, t('newJobNeedsSignal'));
      // Only a new job's name is a field here; any other refusal is the form's own (the shop's own texts in the page's language).
      throw new ApiError(status, errorText(error), making && fieldErrors.name ? { name: fieldErrors.name } : {});
    }
  };

  const submitText = ({ job }: AddToJobValues) => (job === NEW_JOB && !notSeen ? t('makeAndAdd') : t('add'));

  return (
    <Modal open title={title} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      {waiting ? (
        <Waiting text={waiting} onClose={onClose} />
      ) : outcome ? (
        <Outcome outcome={outcome} onClose={onClose} />
      ) : (
        <FormFrame
          // The first choice is known once the jobs are read: the form starts again from it.
          key={jobs === null ? 'reading' : 'read'}
          label={title}
          busy={jobs === null}
          initialValues={{ job: jobs === null ? '' : firstChoiceOf(jobs, jobId), name: '' }}
          validationSchema={schema}
          onSubmit={submit}
          serverErrors={placeFieldErrors}
          submitText={submitText}
          submitDisabled={jobs === null || notSeen}
          block={false}
          actions={{ className: styles.actions, before: <Button onClick={onClose}>{t('cancel')}</Button> }}
        >
          <ul aria-label={t('products')} className={styles.lines}>
            {lines.map((line, index) => (
              <li key={`${line.label}-${index}`}>
                {line.fields.count} × {line.label}
              </li>
            ))}
          </ul>
          {jobs === null ? (
            <p className="muted">{t('reading')}</p>
          ) : notSeen ? (
            <Alert type="warning" showIcon title={t('jobsNotSeen')} role="alert" />
          ) : (
            <div className={styles.fields}>
              {seenAt !== null && <p className={`muted ${styles.seen}`}>{t('jobsSeen', { time: clockTime(seenAt) })}</p>}
              <JobChoice jobs={jobs} />
            </div>
          )}
          <FormError message={readFailure} />
        </FormFrame>
      )}
    </Modal>
  );
}
