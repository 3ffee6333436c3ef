import type { ModalPropsByType } from '@/shared/modal/types';

/**
 * The job dialog's titles, which name the dialog (src/modules/jobs/modals.ts); AddToJobButton
 * words each on its button from the basket's `jobTitles` message of the same key, in the page's
 * language. A plain module, so server pages read it too.
 */
export const JOB_DIALOG_TITLES = {
  addToJob: 'Add to job',
  saveAsJob: 'Save as a job',
  copyToJob: 'Copy to job',
} as const satisfies Record<string, ModalPropsByType['ADD_TO_JOB']['title']>;
