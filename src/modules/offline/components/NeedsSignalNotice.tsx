'use client';

import { NEEDS_SIGNAL_MESSAGE, useOnline } from '../use-online';

/** Where a step needs the network (sign-in, checkout, payment): says so while the device has none. */
export function NeedsSignalNotice() {
  const online = useOnline();
  return (
    <p role="status" className="needs-signal">
      {online ? null : NEEDS_SIGNAL_MESSAGE}
    </p>
  );
}
