'use client';

import type { QueuedChange } from '../change-queue';
import { WAITING_TEXT } from '../queue-events';
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
  if (changes.length === 0) return null;
  // On a job's page the list sits in its Products section.
  const Heading = of === 'basket' ? 'h2' : 'h3';
  return (
    <section aria-labelledby="waiting-changes" className="waiting-changes">
      <Heading id="waiting-changes">Changes made without signal</Heading>
      <ul>
        {changes.map((change) => (
          <li key={change.key}>
            {change.label}:{' '}
            {change.refused === undefined ? (
              WAITING_TEXT
            ) : (
              <>
                <strong>not made — {change.refused}</strong>{' '}
                <button type="button" className="btn btn-ghost" onClick={() => dismiss(change.key)}>
                  Dismiss {change.label}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
