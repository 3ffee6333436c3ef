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

/** How the customer is told of a change the shop refused when it arrived. */
export const refusalText = (label: string, reason: string) => `Not made: ${label} — ${reason}`;

/** How a page marks a change made without signal until it is sent. */
export const WAITING_TEXT = 'waiting for signal';
