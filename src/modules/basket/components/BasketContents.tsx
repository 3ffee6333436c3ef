import { useTranslations } from 'next-intl';
import type { BasketData } from '@/modules/basket/contract';
import { EmptyState } from '@/shared/ui/EmptyState';
import { BasketLineRow } from './BasketLineRow';
import { BasketSummary } from './BasketSummary';
import styles from './basket.module.css';

export function EmptyBasket() {
  const t = useTranslations('basket.client.empty');
  return (
    <EmptyState
      titleAs="h2"
      title={t('title')}
      hint={t('hint')}
      href="/products"
      linkLabel={t('link')}
    />
  );
}

interface BasketContentsProps {
  basket: BasketData;
  discountMessage: string | null;
  updating: boolean;
}

/** The lines and the summary of a basket that has lines. */
export function BasketContents({ basket, discountMessage, updating }: BasketContentsProps) {
  const t = useTranslations('basket.client');
  const lines = basket.data;
  const itemCount = lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="basket-lines-title">
        <h2 id="basket-lines-title" className={styles.linesTitle}>
          {t('items', { count: itemCount })}
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <BasketLineRow key={line.id} line={line} />
          ))}
        </ul>
      </section>
      <BasketSummary basket={basket} discountMessage={discountMessage} updating={updating} />
    </div>
  );
}
