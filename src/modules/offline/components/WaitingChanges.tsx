'use client';

import { useTranslations } from 'next-intl';
import type { QueuedChange } from '../change-queue';
import { useRefusalText } from '../use-refusal-text';
import { useWaitingChanges } from '../use-waiting-changes';

const dismiss = (key: string) => void import('../offline-queue').then((queue) => queue.dismissRefused(key));

interface WaitingChangesProps {
  /** Which changes this page shows: the basket's, or one job's lines'. */
  of: 'basket' | { jobId: number };
}

const belongs = (of: WaitingChangesProps['of']) => (change: QueuedChange) => (of === 'basket' ? change.kind !== 'job-line' : change.jobId === of.jobId);

/** Changes made without signal: waiting ones, and those the shop refused when they arrived (docs/offline.md). */
export function WaitingChanges({ of }: WaitingChangesProps) {
  const changes = useWaitingChanges().filter(belongs(of));
  const t = useTranslations('offline.client');
  const { reason } = useRefusalText();
  if (changes.length === 0) return null;
  // On a job's page the list sits in its Products section.
  const Heading = of === 'basket' ? 'h2' : 'h3';
  return (
    <section aria-labelledby="waiting-changes" className="waiting-changes">
      <Heading id="waiting-changes">{t('changes.heading')}</Heading>
      <ul>
        {changes.map((change) => (
          <li key={change.key}>
            {t('changes.line', { label: change.label })}{' '}
            {change.refused === undefined ? (
              t('waiting')
            ) : (
              <>
                <strong>{t('changes.notMade', { reason: reason(change.refused) })}</strong>{' '}
                <button type="button" className="btn btn-ghost" onClick={() => dismiss(change.key)}>
                  {t('changes.dismiss', { label: change.label })}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
