import { useTranslations } from 'next-intl';
import type { Order } from '@/modules/checkout/contract';
import styles from './OrderStatusTag.module.css';

const KNOWN: ReadonlySet<string> = new Set<Order['status']>(['paid', 'pending', 'held', 'cancelled']);

/** Plain markup, so a server-rendered page (the order page) shows it without any script; the payment history's too. */
export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const t = useTranslations('orders.client.status');
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{KNOWN.has(status) ? t(status) : status}</span>;
}
