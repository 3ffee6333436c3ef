'use client';

import { Alert } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AddOutcomeDetails } from '@/shared/ui/AddOutcomeDetails';
import { takeNotice, type BuyAgainNoticeData } from '../buy-again-notice';

/** On the basket, after buy again or buy for the job: what went in, what is no longer sold, what stopped at 10. */
export function BuyAgainNotice() {
  const [notice, setNotice] = useState<BuyAgainNoticeData | null>(null);
  const t = useTranslations('orders.client');
  // Session storage exists only in the browser; the basket page is static HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNotice(takeNotice()), []);
  if (!notice) return null;

  const nothingAdded = notice.added.length === 0;
  return (
    <Alert
      type={nothingAdded ? 'warning' : 'success'}
      showIcon
      closable
      role="status"
      title={nothingAdded ? t('noticeNothing', { from: notice.from }) : t('noticeAdded', { from: notice.from })}
      description={<AddOutcomeDetails outcome={notice} />}
      style={{ marginBottom: 'var(--space-5)' }}
    />
  );
}
