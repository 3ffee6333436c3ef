import { Alert } from 'antd';
import Link from 'next/link';
import { formatPrice } from '@/shared/ui/format';
import styles from './CheckoutModals.module.css';
import { PAYMENT_HELD_MESSAGE, PAYMENT_SUCCESS_MESSAGE, type Confirmation } from '../use-hosted-payment';

/** What the customer keeps after paying: the order number, items, total and what happens next. */
export function OrderConfirmation({ confirmation, onDone }: { confirmation: Confirmation; onDone: () => void }) {
  const { order, held, lines } = confirmation;
  return (
    <section aria-labelledby="confirmation-title">
      <Alert className={styles.alert} type={held ? 'info' : 'success'} showIcon role="status" message={held ? PAYMENT_HELD_MESSAGE : PAYMENT_SUCCESS_MESSAGE} />
      <h3 id="confirmation-title">Order #{order.order_id}</h3>
      <ul aria-label="Ordered items">
        {lines.map((line) => (
          <li key={line.id}>
            {line.product.title} × {line.count}
          </li>
        ))}
      </ul>
      <p>
        Total paid: <strong>{formatPrice(order.total)}</strong>
      </p>
      <h4>What happens next</h4>
      <p>
        {held ? 'Once the payment is confirmed, we' : 'We'} prepare your order within 2–3 business days and e-mail you when it{' '}
        {order.take_by_myself ? 'is ready for pickup in Bridgeport, CT' : 'ships, with its tracking number'}.
      </p>
      <p>
        <Link href="/products" onClick={onDone}>
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
