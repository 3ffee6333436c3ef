'use client';

import { Alert, Button, Modal } from 'antd';
import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { canonicalJobName, jobNameProblem } from '@/modules/jobs/config';
import type { JobSummary } from '@/modules/jobs/contract';
import { addLinesToJob, createJob, fetchJobs, type AddedToJob } from '@/modules/jobs/job-calls';
import { jobsChanged, jobsLastRead } from '@/modules/jobs/jobs-offered';
import { clockTime } from '@/modules/offline';
import { queueJobLineAdds } from '../offline-job-changes';
import { RefusedLines } from '@/shared/ui/AddOutcomeDetails';
import type { ModalPropsByType } from '@/shared/modal/types';
import { linesText } from '../format';
import styles from './AddToJobModal.module.css';
import jobStyles from './jobs.module.css';

const NEW_JOB = 'new';

/** Said when "A new job…" is chosen without signal: lines can wait for a job that exists, a new job cannot. */
export const NEW_JOB_NEEDS_SIGNAL = 'Making a new job needs a signal. Choose one of your jobs, or try again when you are back online.';

/** Said without signal when this device has never seen the customer's jobs: there is no job to keep the lines for. */
export const JOBS_NOT_SEEN = 'Your jobs have not been seen on this device yet, so these lines cannot wait for one. Try again when you are back online.';

/** Above the list of jobs read without signal. */
export const jobsSeenText = (at: number) => `Your jobs as last seen at ${clockTime(at)}.`;

type Props = ModalPropsByType['ADD_TO_JOB'] & { onClose: () => void };

/** The fields a job made here starts with: its name and, from the calculator, its floor. */
const newJobFields = (name: string, floor: Props['floor']) => ({
  name: canonicalJobName(name),
  ...(floor && { area: floor.area, area_unit: floor.area_unit, coats: floor.coats, porosity: floor.porosity ?? '' }),
});

/** Lines kept on the device for a job until the signal returns (docs/offline.md). */
function Waiting({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div role="status">
      <p>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

function Outcome({ outcome, onClose }: { outcome: AddedToJob & { name: string; id: number }; onClose: () => void }) {
  return (
    <div role="status">
      {outcome.added.length > 0 ? (
        <>
          <p>
            Added to <strong>{outcome.name}</strong>: {linesText(outcome.added.length)}
            {outcome.refused.length > 0 && `, ${outcome.refused.length} not added`}.
          </p>
          <ul aria-label="Added to the job">
            {outcome.added.map((line, index) => (
              <li key={`${line.label}-${index}`}>
                {line.count} × {line.label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing could be added to {outcome.name}.</p>
      )}
      <RefusedLines refused={outcome.refused} />
      <div className={styles.actions}>
        <Link href={`/account/jobs/${outcome.id}`} className="btn btn-primary" onClick={onClose}>
          Open the job
        </Link>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

/** Puts lines into one of the customer's jobs, or into one made here by name (docs/contract.md §10). */
export default function AddToJobModal({ title, lines, jobId, floor, onClose }: Props) {
  const ids = useId();
  const [jobs, setJobs] = useState<JobSummary[] | null>(null);
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<(AddedToJob & { name: string; id: number }) | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  /** When the jobs listed were read, when they are the ones last seen (no signal now). */
  const [seenAt, setSeenAt] = useState<number | null>(null);
  const [notSeen, setNotSeen] = useState(false);

  useEffect(() => {
    const take = (list: JobSummary[]) => {
      setJobs(list);
      const open = list.filter((job) => job.status !== 'done');
      setChoice(String(list.find((job) => job.id === jobId)?.id ?? open[0]?.id ?? NEW_JOB));
    };
    fetchJobs().then(take, (error: unknown) => {
      const noAnswer = normaliseError(error).status === 0;
      // Without signal the jobs as last seen on this device will do: the lines wait for the signal.
      const lastRead = jobsLastRead();
      if (lastRead && noAnswer) {
        setSeenAt(lastRead.at);
        return take(lastRead.jobs);
      }
      setJobs([]);
      setChoice(NEW_JOB);
      if (noAnswer) setNotSeen(true);
      else setFailure(normaliseError(error).message);
    });
  }, [jobId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const making = choice === NEW_JOB;
    const problem = making ? jobNameProblem(name) : null;
    setNameError(problem);
    if (problem) return;
    // One key per line, tried now and kept with the line when no answer comes: each arrives once.
    const keyed = lines.map((line) => ({ ...line, key: crypto.randomUUID() }));
    const existing = jobs!.find((job) => String(job.id) === choice);
    const keepForLater = async (target: JobSummary) => {
      await queueJobLineAdds(target, keyed);
      const what = lines.map((line) => `${line.fields.count} × ${line.label}`).join('; ');
      setWaiting(`Waiting for signal: ${what} will be added to ${target.name} when the signal returns.`);
    };
    if (!navigator.onLine && making) return setFailure(NEW_JOB_NEEDS_SIGNAL);
    setSending(true);
    try {
      if (!navigator.onLine) return await keepForLater(existing!);
      const target = making ? await createJob(newJobFields(name, floor)) : existing!;
      const added = await addLinesToJob(target.id, keyed);
      setOutcome({ ...added, name: target.name, id: target.id });
      jobsChanged();
    } catch (error) {
      const apiError = normaliseError(error);
      if (apiError.status === 0 && !making) await keepForLater(existing!);
      else if (apiError.status === 0) setFailure(NEW_JOB_NEEDS_SIGNAL);
      else if (making && apiError.fieldErrors.name) setNameError(apiError.fieldErrors.name);
      else setFailure(apiError.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={title} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      {waiting ? (
        <Waiting text={waiting} onClose={onClose} />
      ) : outcome ? (
        <Outcome outcome={outcome} onClose={onClose} />
      ) : (
        <form onSubmit={submit} aria-label={title} aria-busy={jobs === null} noValidate>
          <ul aria-label="Products" className={styles.lines}>
            {lines.map((line, index) => (
              <li key={`${line.label}-${index}`}>
                {line.fields.count} × {line.label}
              </li>
            ))}
          </ul>
          {jobs === null ? (
            <p className="muted">Reading your jobs…</p>
          ) : notSeen ? (
            <Alert type="warning" showIcon title={JOBS_NOT_SEEN} role="alert" />
          ) : (
            <div className={styles.fields}>
              {seenAt !== null && <p className={`muted ${styles.seen}`}>{jobsSeenText(seenAt)}</p>}
              <label htmlFor={`${ids}-job`}>Job</label>
              <select id={`${ids}-job`} className={jobStyles.select} value={choice} onChange={(event) => setChoice(event.target.value)}>
                {jobs.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.name}
                  </option>
                ))}
                <option value={NEW_JOB}>A new job…</option>
              </select>
              {choice === NEW_JOB && (
                <>
                  <label htmlFor={`${ids}-name`}>Name of the new job</label>
                  <input
                    id={`${ids}-name`}
                    className={jobStyles.select}
                    value={name}
                    autoComplete="off"
                    placeholder="e.g. Miller kitchen"
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `${ids}-name-error` : undefined}
                    onChange={(event) => setName(event.target.value)}
                  />
                  {nameError && (
                    <p id={`${ids}-name-error`} className={styles.error}>
                      {nameError}
                    </p>
                  )}
                </>
              )}
            </div>
          )}
          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
          <div className={styles.actions}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={sending} disabled={jobs === null || notSeen}>
              {choice === NEW_JOB && !notSeen ? 'Make the job and add' : 'Add to job'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
