import { Alert, Button, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import styles from './CheckoutModals.module.css';
import type { Settling } from '../use-hosted-payment';

/** While the dashboard is asked about the payment: checking, not recorded yet, or not answering. */
export function PaymentCheck({ settling, onCheckAgain }: { settling: Settling; onCheckAgain: () => void }) {
  const t = useTranslations('checkout.client.payment');
  if (settling.kind === 'checking') {
    return (
      <div role="status">
        <Spin size="small" /> {t('checking')}
      </div>
    );
  }
  const pending = settling.kind === 'pending';
  return (
    <section aria-label={t('checkLabel')}>
      <Alert
        className={styles.alert}
        type={pending ? 'info' : 'warning'}
        showIcon
        role={pending ? 'status' : 'alert'}
        title={pending ? t('confirming') : t('unreachable')}
        description={pending ? undefined : settling.reason}
      />
      <Button type="primary" onClick={onCheckAgain}>
        {t('checkAgain')}
      </Button>
    </section>
  );
}
