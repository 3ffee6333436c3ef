'use client';

import { useTranslations } from 'next-intl';
import { useOnline } from '../use-online';

/** Where a step needs the network (sign-in, checkout, payment): says so while the device has none. */
export function NeedsSignalNotice() {
  const online = useOnline();
  const t = useTranslations('offline.client');
  return (
    <p role="status" className="needs-signal">
      {online ? null : t('needsSignal')}
    </p>
  );
}
