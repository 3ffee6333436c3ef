import type { Order } from '@/modules/checkout/contract';
import styles from './OrderStatusTag.module.css';

const LABELS: Record<Order['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  held: 'Under review',
  cancelled: 'Cancelled',
};

/** Plain markup, so a server-rendered page (the order page) shows it without any script. */
export function OrderStatusTag({ status }: { status: Order['status'] }) {
  return <span className={`${styles.tag} ${styles[status] ?? ''}`}>{LABELS[status] ?? status}</span>;
}
