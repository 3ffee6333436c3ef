'use client';

import { useEffect, useState } from 'react';
import type { SendResult } from './change-queue';
import { QUEUE_SENT } from './queue-events';

interface Notice {
  text: string;
  /** The Idempotency-Keys of the changes it speaks of that have not arrived (or been refused) yet. */
  keys: string[];
}

/**
 * "Waiting for signal: …" under a button, said until every change it speaks of has arrived or
 * been refused (the refusal is then said on the page, docs/offline.md), so it never
 * stays to say something that is no longer so. Listens by event name only: no queue code loads.
 */
export function useWaitingNotice(): [string | null, (text: string | null, keys?: string[]) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const waiting = notice !== null;
  useEffect(() => {
    if (!waiting) return;
    const settled = (event: Event) => {
      const { made, refused } = (event as CustomEvent<SendResult>).detail;
      const gone = new Set([...made.map(({ change }) => change.key), ...refused.map((change) => change.key)]);
      setNotice((current) => {
        const keys = current?.keys.filter((key) => !gone.has(key)) ?? [];
        return keys.length === 0 ? null : { text: current!.text, keys };
      });
    };
    window.addEventListener(QUEUE_SENT, settled);
    return () => window.removeEventListener(QUEUE_SENT, settled);
  }, [waiting]);
  return [notice?.text ?? null, (text, keys = []) => setNotice(text === null ? null : { text, keys })];
}
