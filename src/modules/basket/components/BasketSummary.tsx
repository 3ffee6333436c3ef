'use client';

import type { BasketData } from '@/modules/basket/contract';
import { variantLabel } from '@/modules/catalogue';
import { basketFigures } from '@/modules/money';
import { basketAsWaiting } from '@/modules/offline';
import { useWaitingChanges } from '@/modules/offline';
import { formatPrice } from '@/shared/ui/format';
import { lineVariant } from '../variant';
import { AddToJobButton } from './AddToJobButton';
import { CheckoutButton } from './CheckoutButton';
import styles from './BasketSummary.module.css';

interface BasketSummaryProps {
  basket: BasketData;
  discountMessage: string | null;
  /** A line change is on its way: the figures are the previous answer's. */
  updating: boolean;
}

/** Under figures that count changes made without signal (docs/offline.md). */
export const FIGURES_WAITING = 'With the changes waiting for signal: the shop confirms these figures when they arrive.';
/** Under the figures while adds of products not in the basket wait: their prices are the shop's to say. */
export const ADDS_NOT_COUNTED = 'Products added without signal are counted when they arrive.';

/**
 * The basket's figures (modules/money). Shipping and tax depend on the address chosen at checkout (docs/contract.md §9's
 * total adds them there), so the page shows an estimate without them. While changes made without
 * signal wait, the figures are those of the basket they will make, and say so.
 */
export function BasketSummary({ basket, discountMessage, updating }: BasketSummaryProps) {
  const waiting = basketAsWaiting(basket, useWaitingChanges());
  const totals = basketFigures(waiting.basket);

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.figures} aria-busy={updating} data-updating={updating || undefined} data-waiting={waiting.changed || undefined}>
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
      {(waiting.changed || waiting.addsLeftOut > 0) && (
        <p className={styles.waiting}>
          {waiting.changed && FIGURES_WAITING} {waiting.addsLeftOut > 0 && ADDS_NOT_COUNTED}
        </p>
      )}
      {discountMessage && <p className={styles.message}>{discountMessage}</p>}
      <p className={styles.note}>Promo codes are applied at checkout.</p>
      <CheckoutButton />
      <AddToJobButton
        dialog={{
          title: 'Save as a job',
          lines: basket.data.map((line) => ({ fields: lineVariant(line, line.count), label: variantLabel(line.product.title, line.priceData) })),
        }}
        className={`btn btn-ghost ${styles.saveAsJob}`}
      />
    </aside>
  );
}
