'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BasketData } from '@/modules/basket/contract';
import { variantLabel } from '@/modules/catalogue';
import { basketFigures } from '@/modules/money';
import { basketAsWaiting } from '@/modules/offline';
import { useWaitingChanges } from '@/modules/offline';
import { formatPrice } from '@/shared/ui/format';
import { lineVariant } from '../variant';
import { AddToJobButton } from './AddToJobButton';
import { JOB_DIALOG_TITLES } from '../job-titles';
import { CheckoutButton } from './CheckoutButton';
import styles from './BasketSummary.module.css';

interface BasketSummaryProps {
  basket: BasketData;
  discountMessage: string | null;
  /** A line change is on its way: the figures are the previous answer's. */
  updating: boolean;
}

/**
 * The basket's figures (modules/money). Shipping and tax depend on the address chosen at checkout (docs/contract.md §9's
 * total adds them there), so the page shows an estimate without them. While changes made without
 * signal wait, the figures are those of the basket they will make, and say so.
 */
export function BasketSummary({ basket, discountMessage, updating }: BasketSummaryProps) {
  const t = useTranslations('basket.client.summary');
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const waiting = basketAsWaiting(basket, useWaitingChanges());
  const totals = basketFigures(waiting.basket);

  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        {t('title')}
      </h2>
      <dl className={styles.figures} aria-busy={updating} data-updating={updating || undefined} data-waiting={waiting.changed || undefined}>
        <div className={styles.row}>
          <dt>{t('subtotal')}</dt>
          <dd>{price(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{totals.percentMode ? t('discountPercent', { percent: totals.discountPercent }) : t('discounts')}</dt>
            <dd>−{price(totals.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('packaging')}</dt>
          <dd>{price(totals.packaging)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('shipping')}</dt>
          <dd>{t('atCheckout')}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('tax')}</dt>
          <dd>{t('atCheckout')}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('total')}</dt>
          <dd data-last-seen>{price(totals.total)}</dd>
        </div>
      </dl>
      <p role="status" className="visually-hidden">
        {updating ? t('updating') : ''}
      </p>
      {(waiting.changed || waiting.addsLeftOut > 0) && (
        <p className={styles.waiting}>
          {waiting.changed && t('figuresWaiting')} {waiting.addsLeftOut > 0 && t('addsNotCounted')}
        </p>
      )}
      {discountMessage && <p className={styles.message}>{discountMessage}</p>}
      <p className={styles.note}>{t('promoNote')}</p>
      <CheckoutButton />
      <AddToJobButton
        dialog={{
          title: JOB_DIALOG_TITLES.saveAsJob,
          lines: basket.data.map((line) => ({ fields: lineVariant(line, line.count), label: variantLabel(line.product.title, line.priceData) })),
        }}
        className={`btn btn-ghost ${styles.saveAsJob}`}
      />
    </aside>
  );
}
