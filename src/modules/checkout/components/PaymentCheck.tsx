import { Alert, Button, Spin } from 'antd';
import styles from './CheckoutModals.module.css';
import {
  PAYMENT_CHECKING_MESSAGE,
  PAYMENT_CONFIRMING_MESSAGE,
  PAYMENT_UNREACHABLE_MESSAGE,
  type Settling,
} from '../use-hosted-payment';

/** While the dashboard is asked about the payment: checking, not recorded yet, or not answering. */
export function PaymentCheck({ settling, onCheckAgain }: { settling: Settling; onCheckAgain: () => void }) {
  if (settling.kind === 'checking') {
    return (
      <div role="status">
        <Spin size="small" /> {PAYMENT_CHECKING_MESSAGE}
      </div>
    );
  }
  const pending = settling.kind === 'pending';
  return (
    <section aria-label="Payment check">
      <Alert
        className={styles.alert}
        type={pending ? 'info' : 'warning'}
        showIcon
        role={pending ? 'status' : 'alert'}
        title={pending ? PAYMENT_CONFIRMING_MESSAGE : PAYMENT_UNREACHABLE_MESSAGE}
        description={pending ? undefined : settling.reason}
      />
      <Button type="primary" onClick={onCheckAgain}>
        Check again
      </Button>
    </section>
  );
}
