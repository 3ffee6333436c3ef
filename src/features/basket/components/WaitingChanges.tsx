'use client';

import { useEffect, useState } from 'react';
import type { QueuedChange } from '@/domain/offline/change-queue';
import { dismissRefused, QUEUE_CHANGED, queuedBasketChanges } from '@/domain/offline/basket-queue';

/** The basket changes made without signal: waiting ones, and those the shop refused when they arrived (README "Offline and install"). */
export function WaitingChanges() {
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => {
    const read = () => void queuedBasketChanges().then(setChanges);
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    return () => window.removeEventListener(QUEUE_CHANGED, read);
  }, []);
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="waiting-changes" className="waiting-changes">
      <h2 id="waiting-changes">Changes made without signal</h2>
      <ul>
        {changes.map((change) => (
          <li key={change.key}>
            {change.label}:{' '}
            {change.refused === undefined ? (
              'waiting for signal'
            ) : (
              <>
                <strong>not made — {change.refused}</strong>{' '}
                <button type="button" className="btn btn-ghost" onClick={() => void dismissRefused(change.key)}>
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
