'use client';

import { useEffect } from 'react';
import { preloadWhenIdle } from '@/modules/offline';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The customer asked to save data, or the connection is 2G: code they may never use is not worth it there. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `load` once, when the page has loaded and the main thread is idle, while `enabled`; never
 * when the connection saves data (preloadWhenIdle: the worker keeps what it fetched).
 */
export function useIdlePreload(load: () => Promise<unknown>, enabled: boolean) {
  useEffect(() => (enabled && !savesData() ? preloadWhenIdle(load) : undefined), [enabled, load]);
}
