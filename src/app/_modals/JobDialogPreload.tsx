'use client';

import { useJobsOffered } from '@/modules/jobs';
import { preloadModalRoot } from './ModalHost';
import { useIdlePreload } from './use-idle-preload';

/** The modal root (antd) and the job dialog, through their own loaders: the same files the first open would fetch. */
async function loadJobDialog() {
  const { jobModals } = await preloadModalRoot();
  await jobModals.ADD_TO_JOB.preload();
}

/**
 * Mounted on product pages: once the page has loaded and the browser is idle, a customer offered
 * jobs gets the job dialog's code, so the service worker keeps it with the page and "Add to job"
 * opens without signal even if the dialog was never opened (docs/offline.md). Never
 * in the page's first load, never for a visitor, never when the connection saves data.
 */
export function JobDialogPreload() {
  const offered = useJobsOffered() !== null;
  useIdlePreload(loadJobDialog, offered);
  return null;
}
