import type { BasketData } from '@/shared/contract/basket';
import { formatPrice } from '@/shared/ui/format';
import { CheckoutButton } from './CheckoutButton';
import styles from './BasketSummary.module.css';

interface BasketSummaryProps {
  basket: BasketData;
  discountMessage: string | null;
  /** A line change is on its way: the figures are the previous answer's. */
  updating: boolean;
}

/**
 * The server's totals. Shipping and tax depend on the address chosen at checkout (SPEC §9's
 * total adds them there), so the page shows an estimate without them.
 */
export function BasketSummary({ basket, discountMessage, updating }: BasketSummaryProps) {
  const discounts = basket.total - basket.discountedTotal;
  const estimatedTotal = basket.discountedTotal + basket.packaging_price;

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.figures} aria-busy={updating} data-updating={updating || undefined}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatPrice(basket.total)}</dd>
        </div>
        {discounts > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>Discounts</dt>
            <dd>−{formatPrice(discounts)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Packaging</dt>
          <dd>{formatPrice(basket.packaging_price)}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Estimated total</dt>
          <dd>{formatPrice(estimatedTotal)}</dd>
        </div>
      </dl>
      <p role="status" className="visually-hidden">
        {updating ? 'Updating totals…' : ''}
      </p>
      {discountMessage && <p className={styles.message}>{discountMessage}</p>}
      <p className={styles.note}>Shipping and tax are calculated at checkout. Promo codes are applied at checkout.</p>
      <CheckoutButton />
    </aside>
  );
}
