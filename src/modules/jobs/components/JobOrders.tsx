import { useLocale, useTranslations } from 'next-intl';
import type { Job } from '@/modules/jobs/contract';
import { Link } from '@/shared/i18n/navigation';
import { formatDate, formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import styles from './jobs.module.css';

/** The orders made for the job (paid or held for review) and what was spent on it (the paid ones). */
export function JobOrders({ job }: { job: Job }) {
  const t = useTranslations('jobs.client.orders');
  const locale = useLocale();
  if (job.orders.length === 0) {
    return <p className="muted">{t('empty')}</p>;
  }
  return (
    <>
      <table className={`${styles.table} ${stacked.stacked}`}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('reference')}</th>
            <th scope="col" className={stacked.number}>{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {job.orders.map((order) => (
            <tr key={order.order_id}>
              <th scope="row" data-label={t('order')}>
                <Link href={`/account/orders/${order.order_id}`}>{t('number', { id: order.order_id })}</Link>
              </th>
              <td data-label={t('date')}>{formatDate(order.created_at, locale)}</td>
              <td data-label={t('status')}>{t(order.status)}</td>
              <td data-label={t('reference')}>{order.reference}</td>
              <td data-label={t('total')} className={stacked.number}>{formatPrice(order.total, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.total}>
        <dt>{t('spent')}</dt>
        <dd>{formatPrice(job.spent, locale)}</dd>
      </dl>
    </>
  );
}
