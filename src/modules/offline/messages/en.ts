export const en = {
  client: {
    /** How a change made without signal is marked until it is sent (basket lines, job lines). */
    waiting: 'waiting for signal',
    removalWaiting: 'Removal waiting for signal',
    changes: {
      heading: 'Changes made without signal',
      line: '{label}:',
      notMade: 'not made — {reason}',
      dismiss: 'Dismiss {label}',
    },
    /** A change the shop refused when it arrived, said where the customer is looking. */
    refused: 'Not made: {label} — {reason}',
    /** The refusal kept when the shop gave no reason of its own (send-change.ts FALLBACK_REFUSAL). */
    fallbackRefusal: 'The shop could not make this change.',
    needsSignal: 'This needs a signal. Nothing in your basket is lost: try again when you are back online.',
    kept: {
      looking: 'Looking for the pages kept on this device…',
      none: 'No pages are kept on this device yet.',
      files: 'Files',
      filesLead: 'Job packs and technical sheets you opened:',
      seenAt: ' — seen at {time}',
    },
  },
  server: {
    page: {
      title: 'Offline',
      heading: "You're offline",
      lead: 'This page has not been opened on this device, so it cannot be shown without a signal. These pages can be read as you last saw them:',
    },
  },
};
