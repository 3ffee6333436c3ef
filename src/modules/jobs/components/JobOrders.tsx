import Link from 'next/link';
import type { Job } from '@/modules/jobs/contract';
import { formatDate, formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import styles from './jobs.module.css';

const STATUS = { paid: 'Paid', held: 'Under review' } as const;

/** The orders made for the job (paid or held for review) and what was spent on it (the paid ones). */
export function JobOrders({ job }: { job: Job }) {
  if (job.orders.length === 0) {
    return <p className="muted">No orders for this job yet. “Buy for this job” puts its products in the basket and delivers to its site.</p>;
  }
  return (
    <>
      <table className={`${styles.table} ${stacked.stacked}`}>
        <caption className="visually-hidden">Orders for this job</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Reference</th>
            <th scope="col" className={stacked.number}>Total</th>
          </tr>
        </thead>
        <tbody>
          {job.orders.map((order) => (
            <tr key={order.order_id}>
              <th scope="row" data-label="Order">
                <Link href={`/account/orders/${order.order_id}`}>#{order.order_id}</Link>
              </th>
              <td data-label="Date">{formatDate(order.created_at)}</td>
              <td data-label="Status">{STATUS[order.status]}</td>
              <td data-label="Reference">{order.reference}</td>
              <td data-label="Total" className={stacked.number}>{formatPrice(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.total}>
        <dt>Spent on this job</dt>
        <dd>{formatPrice(job.spent)}</dd>
      </dl>
    </>
  );
}
