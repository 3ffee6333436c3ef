'use client';

import Link from 'next/link';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBasketCount } from '@/shared/store/slices/basket';
import { BasketIcon } from './icons';
import { BASKET_PATH } from './links';
import styles from './Header.module.css';

export function basketLabel(count: number) {
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function BasketLink() {
  const count = useAppSelector(selectBasketCount);
  return (
    // Personal pages are not prefetched: their code would land in every catalogue page's load.
    <Link href={BASKET_PATH} prefetch={false} className={styles.action} aria-label={basketLabel(count)}>
      <BasketIcon />
      <span className={styles.actionText} aria-hidden="true">
        Basket
      </span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
