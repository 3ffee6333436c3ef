import { Alert } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { formatPrice } from '@/shared/ui/format';
import styles from './CheckoutModals.module.css';
import type { Confirmation } from '../use-hosted-payment';

/** What the customer keeps after paying: the order number, items, total and what happens next. */
export function OrderConfirmation({ confirmation, onDone }: { confirmation: Confirmation; onDone: () => void }) {
  const { order, held, lines } = confirmation;
  const t = useTranslations('checkout.client');
  const locale = useLocale();
  const pickup = Boolean(order.take_by_myself);
  const next = held ? (pickup ? 'heldPickup' : 'heldShipped') : pickup ? 'pickup' : 'shipped';
  return (
    <section aria-labelledby="confirmation-title">
      <Alert className={styles.alert} type={held ? 'info' : 'success'} showIcon role="status" message={held ? t('payment.held') : t('payment.success')} />
      <h3 id="confirmation-title">{t('confirmation.order', { id: order.order_id })}</h3>
      <ul aria-label={t('confirmation.items')}>
        {lines.map((line) => (
          <li key={line.id}>
            {line.product.title} × {line.count}
          </li>
        ))}
      </ul>
      <p>{t.rich('confirmation.totalPaid', { total: formatPrice(order.total, locale), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <h4>{t('confirmation.next')}</h4>
      <p>{t(`confirmation.${next}`)}</p>
      <p>
        <Link href="/products" onClick={onDone}>
          {t('confirmation.continue')}
        </Link>
      </p>
    </section>
  );
}
