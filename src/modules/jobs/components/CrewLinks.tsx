'use client';

import { useState } from 'react';
import { CREW_LINK_DAYS, crewLinkPath } from '@/modules/jobs/config';
import type { Job, JobShare } from '@/modules/jobs/contract';
import { formatDate } from '@/shared/ui/format';
import { PendingButton } from '@/shared/ui/PendingButton';
import { toast } from '@/shared/ui/toast';
import { failureOf, jobCalls } from '../calls';
import { Problem } from './Problem';
import styles from './jobs.module.css';

interface CrewLinksProps {
  job: Job;
  onChanged: (job: Job) => void;
}

/**
 * "Share with crew": read-only links to the job for people without an account (docs/contract.md
 * §10 "Crew links"). A link's address is shown once, when it is made; the dashboard keeps only
 * its hash. A dashboard that answers 404 to making one has no crew links: the panel goes.
 */
export function CrewLinks({ job, onChanged }: CrewLinksProps) {
  const [offered, setOffered] = useState(true);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState<'share' | number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const share = async () => {
    setBusy('share');
    setError(null);
    try {
      const { token, ...link } = await (await jobCalls()).shareJob(job.id);
      setMade(`${window.location.origin}${crewLinkPath(token)}`);
      onChanged({ ...job, shares: [...job.shares, link] });
    } catch (failure) {
      const { status, message } = await failureOf(failure);
      if (status === 404) setOffered(false);
      else setError(message);
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (link: JobShare) => {
    setBusy(link.id);
    setError(null);
    try {
      onChanged(await (await jobCalls()).revokeJobShare(job.id, link.id));
      setMade(null);
      toast.success('The crew link no longer works.');
    } catch (failure) {
      const { status, message } = await failureOf(failure);
      // Already revoked or expired elsewhere: it is no longer active either way.
      if (status === 404) onChanged({ ...job, shares: job.shares.filter((s) => s.id !== link.id) });
      else setError(message);
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      toast.success('Link copied.');
    } catch {
      setError('Your browser did not let the page copy. Select the link and copy it yourself.');
    }
  };

  if (!offered) return null;
  return (
    <div className={styles.crew}>
      <h3 id="crew-links-title">Share with the crew</h3>
      <p>
        A read-only link to this job’s site, products and papers, for people without an account. It works for {CREW_LINK_DAYS} days or until you revoke it. Anyone
        with the link can open it.
      </p>
      {error && <Problem message={error} />}
      {made && (
        <div className={styles.madeLink}>
          <label htmlFor="crew-link">New crew link (shown only now: copy it)</label>
          <div className={styles.copyRow}>
            <input id="crew-link" className="input" readOnly value={made} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-ghost" onClick={() => void copy()} aria-label="Copy crew link">
              Copy
            </button>
          </div>
        </div>
      )}
      {job.shares.length > 0 && (
        <ul className={styles.links} aria-labelledby="crew-links-title">
          {job.shares.map((link) => (
            <li key={link.id}>
              <span>
                Link made {formatDate(link.created_at)}, works until {formatDate(link.expires_at)}
              </span>
              <PendingButton
                className={`btn btn-ghost ${styles.small} ${styles.danger}`}
                pending={busy === link.id}
                disabled={busy !== null && busy !== link.id}
                onClick={() => void revoke(link)}
                aria-label={`Revoke link made ${formatDate(link.created_at)}`}
              >
                Revoke link
              </PendingButton>
            </li>
          ))}
        </ul>
      )}
      <PendingButton pending={busy === 'share'} disabled={busy !== null && busy !== 'share'} onClick={() => void share()}>
        Share with crew
      </PendingButton>
    </div>
  );
}
