import type { Metadata } from 'next';
import { OrderPad } from '@/modules/order-pad/components';
import { BASKET_PATH } from '@/app/_shell/links';

export const metadata: Metadata = {
  title: 'Order pad',
  description: 'Enter several products fast, by keyboard or pasted from a spreadsheet, and add them all to the basket at once.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/order-pad' },
};

/** A static page: the pad is the customer's own, in the browser, and adds through the door like Add to basket. */
export default function OrderPadPage() {
  return (
    <div className="container page">
      <h1>Order pad</h1>
      <p>
        Type a product on each line and pick it with the arrow keys and Enter, choose its sheen, type and colour, and the count (1 to 10).
        Enter in the count opens the next line. Or paste lines from a spreadsheet below.
      </p>
      <OrderPad basketPath={BASKET_PATH} />
    </div>
  );
}
