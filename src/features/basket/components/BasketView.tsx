'use client';

import { useAppSelector } from '@/shared/store/hooks';
import { selectBasket } from '@/shared/store/slices/basket';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useBasketSync } from '../use-basket-sync';
import { BasketLineRow } from './BasketLineRow';
import { BasketSkeleton } from './BasketSkeleton';
import { BasketSummary } from './BasketSummary';
import styles from './BasketView.module.css';

/**
 * The basket page's body. The basket lives on the server under the session cookie, so it survives
 * reloads; the store holds the server's last answer and every change replaces it.
 */
export function BasketView() {
  const synced = useBasketSync();
  const { basketData, discount_message, isFetchingBasket, loader } = useAppSelector(selectBasket);
  const lines = basketData.data;

  // Lines already in the store (read on an earlier page) show at once; an empty store may just not be read yet.
  if (lines.length === 0 && (!synced || isFetchingBasket)) return <BasketSkeleton />;
  if (lines.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        title="Your basket is empty"
        hint="Find LED-cured hardwax oils, curing lights and stains in the catalogue."
        href="/products"
        linkLabel="Browse products"
      />
    );
  }

  const itemCount = lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="basket-lines-title">
        <h2 id="basket-lines-title" className={styles.linesTitle}>
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <BasketLineRow key={line.id} line={line} />
          ))}
        </ul>
      </section>
      <BasketSummary basket={basketData} discountMessage={discount_message} updating={loader} />
    </div>
  );
}
