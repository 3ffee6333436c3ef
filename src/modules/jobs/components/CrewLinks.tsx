'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CREW_LINK_DAYS, crewLinkPath } from '@/modules/jobs/config';
import type { Job, JobShare } from '@/modules/jobs/contract';
import { useErrorText } from '@/shared/i18n/use-error-text';
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
  const t = useTranslations('jobs.client.crew');
  const locale = useLocale();
  const errorText = useErrorText();
  const [offered, setOffered] = useState(true);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState<'share' | number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const share = async () => {
    setBusy('share');
    setError(null);
    try {
      const { token, ...link } = await (await jobCalls()).shareJob(job.id);
      // Made on a French page, the crew's page is French (/fr/jobs/shared/<token>).
      setMade(`${window.location.origin}${crewLinkPath(token, locale)}`);
      onChanged({ ...job, shares: [...job.shares, link] });
    } catch (failure) {
      const { status } = await failureOf(failure);
      if (status === 404) setOffered(false);
      else setError(errorText(failure));
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
      toast.success(t('revoked'));
    } catch (failure) {
      const { status } = await failureOf(failure);
      // Already revoked or expired elsewhere: it is no longer active either way.
      if (status === 404) onChanged({ ...job, shares: job.shares.filter((s) => s.id !== link.id) });
      else setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      toast.success(t('copied'));
    } catch {
      setError(t('copyFailed'));
    }
  };

  if (!offered) return null;
  return (
    <div className={styles.crew}>
      <h3 id="crew-links-title">{t('title')}</h3>
      <p>{t('lead', { days: CREW_LINK_DAYS })}</p>
      {error && <Problem message={error} />}
      {made && (
        <div className={styles.madeLink}>
          <label htmlFor="crew-link">{t('newLink')}</label>
          <div className={styles.copyRow}>
            <input id="crew-link" className="input" readOnly value={made} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-ghost" onClick={() => void copy()} aria-label={t('copyLabel')}>
              {t('copy')}
            </button>
          </div>
        </div>
      )}
      {job.shares.length > 0 && (
        <ul className={styles.links} aria-labelledby="crew-links-title">
          {job.shares.map((link) => (
            <li key={link.id}>
              <span>
                {t('linkMade', { made: formatDate(link.created_at, locale), until: formatDate(link.expires_at, locale) })}
              </span>
              <PendingButton
                className={`btn btn-ghost ${styles.small} ${styles.danger}`}
                pending={busy === link.id}
                disabled={busy !== null && busy !== link.id}
                onClick={() => void revoke(link)}
                aria-label={t('revokeLabel', { made: formatDate(link.created_at, locale) })}
              >
                {t('revoke')}
              </PendingButton>
            </li>
          ))}
        </ul>
      )}
      <PendingButton pending={busy === 'share'} disabled={busy !== null && busy !== 'share'} onClick={() => void share()}>
        {t('share')}
      </PendingButton>
    </div>
  );
}
