import type { Metadata } from 'next';
import Link from 'next/link';
import { JobsForBasket } from '@/app/_compose/JobsForBasket';
import { CheckoutPreload } from '@/app/_modals/CheckoutPreload';
import { BuyAgainNotice } from '@/modules/orders/components';
import { BasketContents, EmptyBasket } from '@/modules/basket/components';
import { BasketErrorNotices, isBasketErrorCode } from '@/modules/basket/components';
import { BasketPageBody } from '@/modules/basket/components';
import { WaitingChanges } from '@/modules/offline/components';
import { ORDER_PAD_PATH } from '@/app/_shell/links';
import { basketForPage } from './_form/read-basket';

export const metadata: Metadata = {
  title: 'Basket',
  description: 'The products in your basket, their quantities and totals.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/basket' },
};

/**
 * The server reads the visitor's basket for the HTML, so it shows, and − and + post plain forms to
 * /basket/quantity, before scripts run or without them. Once they run, the basket is read in the
 * browser through the store (docs/architecture.md §1) and every change replaces it.
 */
export default async function BasketPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { basket_error: error } = await searchParams;
  const answer = await basketForPage();
  const plain =
    answer && answer.basket.data.length > 0 ? (
      <BasketContents basket={answer.basket} discountMessage={answer.discount_message} updating={false} />
    ) : (
      <EmptyBasket />
    );
  return (
    <div className="container page">
      <h1>Your basket</h1>
      <BuyAgainNotice />
      <BasketErrorNotices shown={isBasketErrorCode(error) ? error : null} />
      <WaitingChanges of="basket" />
      <JobsForBasket>
        <BasketPageBody plain={plain} />
      </JobsForBasket>
      <p>
        Ordering several products? <Link href={ORDER_PAD_PATH} prefetch={false} className="inline-link">Use the order pad</Link>: type or paste them, and add them all at once.
      </p>
      <CheckoutPreload />
    </div>
  );
}
