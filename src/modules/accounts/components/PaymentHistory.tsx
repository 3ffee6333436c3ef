'use client';

import { Alert, Button, Skeleton } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import { BuyAgainButton } from '@/modules/orders/components';
import { OrderStatusTag } from '@/modules/orders/components';
import { formatDate, formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { fetchPayments } from '../profile-api';
import styles from './account.module.css';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; payments: PaymentHistoryItem[] };

/**
 * GET /basket/payments: date, order (a link to its page), the job's reference, items, amount and status, and buy again,
 * with loading, error and empty states.
 */
export function PaymentHistory() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchInto = useCallback(() => {
    fetchPayments()
      .then((payments) => setLoad({ state: 'done', payments }))
      .catch((error: unknown) => setLoad({ state: 'error', message: normaliseError(error).message }));
  }, []);
  useEffect(fetchInto, [fetchInto]);
  const read = () => {
    setLoad({ state: 'loading' });
    fetchInto();
  };

  // No title bar: antd draws it as an empty <h3> (axe's empty-heading), read out among the page's headings.
  if (load.state === 'loading') return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading payment history" />;
  if (load.state === 'error') {
    return (
      <Alert type="error" showIcon title="Your payment history could not be loaded" description={load.message} role="alert"
        action={<Button onClick={read}>Try again</Button>} />
    );
  }
  if (load.payments.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No payments yet. Orders you pay for appear here.</p>
        <Link href="/products" className="btn btn-primary">
          Browse products
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
          <th scope="col">Date</th>
          <th scope="col">Order</th>
          {withReferences && <th scope="col">Reference</th>}
          <th scope="col">Items</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Buy again</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {load.payments.map((payment) => (
          <tr key={payment.order_id}>
            <td data-label="Date">{formatDate(payment.created_at)}</td>
            <td data-label="Order">
              <Link href={`/account/orders/${payment.order_id}`} aria-label={`Order #${payment.order_id}, view details`}>
                #{payment.order_id}
              </Link>
            </td>
            {withReferences && <td data-label="Reference">{payment.reference || '—'}</td>}
            <td data-label="Items">
              <ul className={styles.items}>
                {payment.items.map((item, index) => (
                  <li key={index}>
                    {item.count} × {item.title}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label="Amount">{formatPrice(payment.total)}</td>
            <td data-label="Status">
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
