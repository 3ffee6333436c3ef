'use client';

import { Alert, Button, Skeleton } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import { BuyAgainButton } from '@/modules/orders/components';
import { OrderStatusTag } from '@/modules/orders/components';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { formatDate, formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { fetchPayments } from '../profile-api';
import styles from './account.module.css';

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'done'; payments: PaymentHistoryItem[] };

/** An item's title is the dashboard's text: French when it translated it (docs/contract.md §12). */
type PaidItem = PaymentHistoryItem['items'][number] & { locale?: string | null };

/**
 * GET /basket/payments: date, order (a link to its page), the job's reference, items, amount and status, and buy again,
 * with loading, error and empty states.
 */
export function PaymentHistory() {
  const locale = useLocale();
  const t = useTranslations('accounts.client.payments');
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchInto = useCallback(() => {
    fetchPayments(locale)
      .then((payments) => setLoad({ state: 'done', payments }))
      .catch((error: unknown) => setLoad({ state: 'error', error }));
  }, [locale]);
  useEffect(fetchInto, [fetchInto]);
  const read = () => {
    setLoad({ state: 'loading' });
    fetchInto();
  };

  // No title bar: antd draws it as an empty <h3> (axe's empty-heading), read out among the page's headings.
  if (load.state === 'loading') return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label={t('loading')} />;
  if (load.state === 'error') {
    return (
      <Alert type="error" showIcon title={t('loadFailed')} description={errorText(load.error)} role="alert"
        action={<Button onClick={read}>{t('retry')}</Button>} />
    );
  }
  if (load.payments.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/products" className="btn btn-primary">
          {t('browse')}
        </Link>
      </div>
    );
  }
  // A dashboard with jobs (docs/contract.md §10) names each order's reference, null for none; one without sends no such field.
  const withReferences = load.payments.some((payment) => payment.reference !== undefined);
  return (
    <table className={stacked.stacked}>
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('order')}</th>
          {withReferences && <th scope="col">{t('reference')}</th>}
          <th scope="col">{t('items')}</th>
          <th scope="col">{t('amount')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('buyAgain')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {load.payments.map((payment) => (
          <tr key={payment.order_id}>
            <td data-label={t('date')}>{formatDate(payment.created_at, locale)}</td>
            <td data-label={t('order')}>
              <Link href={`/account/orders/${payment.order_id}`} aria-label={t('orderLink', { id: payment.order_id })}>
                {t('orderNumber', { id: payment.order_id })}
              </Link>
            </td>
            {withReferences && <td data-label={t('reference')}>{payment.reference || '—'}</td>}
            <td data-label={t('items')}>
              <ul className={styles.items}>
                {payment.items.map((item: PaidItem, index) => (
                  <li key={index}>
                    {item.count} × <span lang={contentLang(item, locale)}>{item.title}</span>
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t('amount')}>{formatPrice(payment.total, locale)}</td>
            <td data-label={t('status')}>
              <OrderStatusTag status={payment.status} />
            </td>
            <td data-label="">
              <BuyAgainButton orderId={payment.order_id} named />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
