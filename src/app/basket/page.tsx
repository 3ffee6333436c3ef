import type { Metadata } from 'next';
import { BasketContents, EmptyBasket } from '@/features/basket/components/BasketContents';
import { BasketErrorNotices } from '@/features/basket/components/BasketErrorNotices';
import { BasketView } from '@/features/basket/components/BasketView';
import { basketForPage } from './_form/read-basket';
import styles from './basket-page.module.css';

export const metadata: Metadata = {
  title: 'Basket',
  description: 'The products in your basket, their quantities and totals.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/basket' },
};

/**
 * With scripts the basket is read in the browser through the store (docs/architecture.md §1). Without
 * them the server's reading of it is shown instead, in a <noscript> that also hides the scripted
 * view, and the − and + buttons post plain forms to /basket/quantity.
 */
export default async function BasketPage() {
  const answer = await basketForPage();
  const lines = answer?.basket.data ?? [];
  return (
    <div className="container page">
      <h1>Your basket</h1>
      <BasketErrorNotices />
      <div className={styles.withScripts}>
        <BasketView />
      </div>
      <noscript>
        <style>{`.${styles.withScripts}{display:none}`}</style>
        {answer && lines.length > 0 ? (
          <BasketContents basket={answer.basket} discountMessage={answer.discount_message} updating={false} />
        ) : (
          <EmptyBasket />
        )}
      </noscript>
    </div>
  );
}
