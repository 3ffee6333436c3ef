'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBasketCount } from '@/modules/basket';
import { BasketIcon } from './Icons';
import { BASKET_PATH } from './links';
import styles from './Header.module.css';

/**
 * The name is the link's own text, so it always contains what is shown (WCAG 2.5.3: "click
 * Basket 1" works): "Basket" (visually hidden below md), the badge's count, and the unit for
 * screen readers. An empty basket shows no badge; its count is read but not shown.
 */
export function BasketLink() {
  const count = useAppSelector(selectBasketCount);
  const t = useTranslations('shell.client.basket');
  const unit = t('items', { count });
  return (
    // Personal pages are not prefetched: their code would land in every catalogue page's load.
    <Link href={BASKET_PATH} prefetch={false} className={styles.action}>
      <BasketIcon />
      <span className={styles.actionText}>{t('label')}</span>{' '}
      {count > 0 ? (
        <>
          <span className={styles.badge}>{count}</span>
          <span className="visually-hidden"> {unit}</span>
        </>
      ) : (
        <span className="visually-hidden">0 {unit}</span>
      )}
    </Link>
  );
}
