'use client';

import { useEffect } from 'react';
import { loadAndKeep } from '@/domain/offline/keep-for-offline';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The customer asked to save data, or the connection is 2G: code they may never use is not worth it there. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

// Safari has no requestIdleCallback: a while after the load event stands in for idle there.
const onIdle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : window.setTimeout(task, 1000);
const cancelIdle = (id: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id);

/**
 * Runs `load` once, when the page has loaded and the main thread is idle, while `enabled`; never
 * when the connection saves data. A failed load is left for the real use to retry.
 */
export function useIdlePreload(load: () => Promise<unknown>, enabled: boolean) {
  useEffect(() => {
    if (!enabled || savesData()) return;
    let idle: number | null = null;
    const schedule = () => {
      idle = onIdle(() => void loadAndKeep(load).catch(() => undefined));
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idle !== null) cancelIdle(idle);
    };
  }, [enabled, load]);
}
