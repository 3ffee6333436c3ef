'use client';

import { useEffect, useState } from 'react';
import type { QueuedChange } from './change-queue';
import { QUEUE_CHANGED } from './queue-events';

/** The changes kept on the device (waiting, or refused when they arrived), read again whenever the queue changes. */
export function useWaitingChanges(): QueuedChange[] {
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => {
    let live = true;
    // The queue's code loads after the page, not in its first load.
    const read = () => void import('./offline-queue').then((queue) => queue.queuedChanges()).then((next) => live && setChanges(next), () => undefined);
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED, read);
    };
  }, []);
  return changes;
}

const isWaiting = (change: QueuedChange) => change.refused === undefined;

/** The changes still waiting for a basket line (`jobId` undefined) or one job's line. */
export function waitingFor(changes: QueuedChange[], lineId: number, jobId?: number): QueuedChange[] {
  return changes.filter((change) => isWaiting(change) && change.lineId === lineId && (jobId === undefined ? change.kind !== 'job-line' : change.kind === 'job-line' && change.jobId === jobId));
}

/** The count a line shows while a change of it waits: the newest waiting one's, else none. */
export const waitingCount = (changes: QueuedChange[]) => changes.filter((change) => change.count !== undefined).at(-1)?.count;

/** A removal of the line waits. */
export const removalWaiting = (changes: QueuedChange[]) => changes.some((change) => change.count === undefined);
