/**
 * How the offline queue tells the pages about itself (docs/offline.md): names only,
 * so the app shell listens without loading the queue's code in a page's first load.
 */

/** Fired on window whenever the queue changes, so the pages showing it read it again. */
export const QUEUE_CHANGED = 'ledfloor:queue-changed';

/** Fired on window with what a run of the queue made and refused (this page's run or the worker's), for the page to show. */
export const QUEUE_SENT = 'ledfloor:queue-sent';

/** The message the worker posts to its pages after it sent the queue (its `result`: a SendResult). */
export const QUEUE_SENT_MESSAGE = 'ledfloor:queue-sent';

/** How the customer is told of a change the shop refused when it arrived (English; a page says it in its language with useRefusalText). */
export const refusalText = (label: string, reason: string) => `Not made: ${label} — ${reason}`;

/** How a page marks a change made without signal until it is sent (English; the offline messages' `waiting` in a page's language). */
export const WAITING_TEXT = 'waiting for signal';

/**
 * The refusal kept with a change when the shop gave no reason of its own. Kept in English on the
 * device (the worker that may send the change has no page language) and said in the page's
 * language where it is shown (offline messages `fallbackRefusal`, use-refusal-text.ts).
 */
export const FALLBACK_REFUSAL = 'The shop could not make this change.';
