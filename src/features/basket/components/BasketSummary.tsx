import type { BasketData } from '@/shared/contract/basket';
import { variantLabel } from '@/domain/catalogue/line-label';
import { JobLinesButton } from '@/domain/jobs/JobLinesButton';
import { basketFigures } from '@/domain/money/figures';
import { formatPrice } from '@/shared/ui/format';
import { lineVariant } from '../variant';
import { CheckoutButton } from './CheckoutButton';
import styles from './BasketSummary.module.css';

interface BasketSummaryProps {
  basket: BasketData;
  discountMessage: string | null;
  /** A line change is on its way: the figures are the previous answer's. */
  updating: boolean;
}

/**
 * The basket's figures (domain/money). Shipping and tax depend on the address chosen at checkout (docs/contract.md §9's
 * total adds them there), so the page shows an estimate without them.
 */
export function BasketSummary({ basket, discountMessage, updating }: BasketSummaryProps) {
  const totals = basketFigures(basket);

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.figures} aria-busy={updating} data-updating={updating || undefined}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{totals.percentMode ? `Discount (${totals.discountPercent}% off eligible items)` : 'Discounts'}</dt>
            <dd>−{formatPrice(totals.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Packaging</dt>
          <dd>{formatPrice(totals.packaging)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Shipping</dt>
          <dd>At checkout</dd>
        </div>
        <div className={styles.row}>
          <dt>Tax</dt>
          <dd>At checkout</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd data-last-seen>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      <p role="status" className="visually-hidden">
        {updating ? 'Updating totals…' : ''}
      </p>
      {discountMessage && <p className={styles.message}>{discountMessage}</p>}
      <p className={styles.note}>Promo codes are applied at checkout.</p>
      <CheckoutButton />
      <JobLinesButton
        title="Save as a job"
        className={`btn btn-ghost ${styles.saveAsJob}`}
        lines={basket.data.map((line) => ({
          fields: lineVariant(line, line.count),
          label: variantLabel(line.product.title, line.priceData),
        }))}
      />
    </aside>
  );
}
