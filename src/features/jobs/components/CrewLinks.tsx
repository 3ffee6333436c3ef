'use client';

import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { ApiError, normaliseError } from '@/shared/api/errors';
import { CREW_LINK_DAYS, crewLinkPath } from '@/shared/config/jobs';
import type { Job, JobShare } from '@/shared/contract/jobs';
import { formatDate } from '@/shared/ui/format';
import { toast } from '@/shared/ui/toast';
import { revokeJobShare, shareJob } from '../api';
import styles from './jobs.module.css';

interface CrewLinksProps {
  job: Job;
  onChanged: (job: Job) => void;
}

const isMissing = (failure: unknown) => failure instanceof ApiError && failure.status === 404;

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
      const { token, ...link } = await shareJob(job.id);
      setMade(`${window.location.origin}${crewLinkPath(token)}`);
      onChanged({ ...job, shares: [...job.shares, link] });
    } catch (failure) {
      if (isMissing(failure)) setOffered(false);
      else setError(normaliseError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (link: JobShare) => {
    setBusy(link.id);
    setError(null);
    try {
      onChanged(await revokeJobShare(job.id, link.id));
      setMade(null);
      toast.success('The crew link no longer works.');
    } catch (failure) {
      // Already revoked or expired elsewhere: it is no longer active either way.
      if (isMissing(failure)) onChanged({ ...job, shares: job.shares.filter((s) => s.id !== link.id) });
      else setError(normaliseError(failure).message);
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
      {error && <Alert type="error" showIcon title={error} role="alert" className={styles.alert} />}
      {made && (
        <div className={styles.madeLink}>
          <label htmlFor="crew-link">New crew link (shown only now: copy it)</label>
          <div className={styles.copyRow}>
            <Input id="crew-link" readOnly value={made} onFocus={(event) => event.target.select()} />
            <Button onClick={() => void copy()} aria-label="Copy crew link">
              Copy
            </Button>
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
              <Button size="small" danger loading={busy === link.id} disabled={busy !== null} onClick={() => void revoke(link)} aria-label={`Revoke link made ${formatDate(link.created_at)}`}>
                Revoke link
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => void share()} loading={busy === 'share'} disabled={busy !== null}>
        Share with crew
      </Button>
    </div>
  );
}
