'use client';

import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import { takeNotice, type BuyAgainNoticeData } from './buy-again-notice';

/** On the basket, after buy again: what went in, what is no longer sold, what stopped at 10. */
export function BuyAgainNotice() {
  const [notice, setNotice] = useState<BuyAgainNoticeData | null>(null);
  // Session storage exists only in the browser; the basket page is static HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNotice(takeNotice()), []);
  if (!notice) return null;

  const stopped = notice.added.some((line) => line.capped) || notice.full.length > 0;
  const nothingAdded = notice.added.length === 0;
  return (
    <Alert
      type={nothingAdded ? 'warning' : 'success'}
      showIcon
      closable
      role="status"
      title={nothingAdded ? `Nothing from order #${notice.orderId} could be added` : `Added from order #${notice.orderId}`}
      description={
        <>
          {notice.added.length > 0 && (
            <ul aria-label="Added to your basket">
              {notice.added.map((line) => (
                <li key={line.label}>
                  {line.count} × {line.label}
                  {line.capped ? ' (stopped at 10)' : ''}
                </li>
              ))}
            </ul>
          )}
          {notice.notSold.map((name) => (
            <p key={name}>No longer sold: {name}</p>
          ))}
          {notice.full.map((name) => (
            <p key={name}>Already 10 in your basket: {name}</p>
          ))}
          {notice.refused.map((line) => (
            <p key={line.label}>
              {line.label}: {line.message}
            </p>
          ))}
          {stopped && <p>{MAX_QUANTITY_MESSAGE}</p>}
        </>
      }
      style={{ marginBottom: 'var(--space-5)' }}
    />
  );
}
