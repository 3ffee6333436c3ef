import type { Metadata } from 'next';
import { BasketErrorNotices } from '@/features/basket/components/BasketErrorNotices';
import { BasketView } from '@/features/basket/components/BasketView';

export const metadata: Metadata = {
  title: 'Basket',
  description: 'The products in your basket, their quantities and totals.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/basket' },
};

/**
 * A static page: the basket is personal, so it is read in the browser through the store (docs/architecture.md §1)
 * and the server sends the same light HTML to everyone.
 */
export default function BasketPage() {
  return (
    <div className="container page">
      <h1>Your basket</h1>
      <BasketErrorNotices />
      <BasketView />
    </div>
  );
}
