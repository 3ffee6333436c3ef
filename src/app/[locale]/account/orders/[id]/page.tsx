import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { OrderView } from '@/modules/orders/components';
import { PrintButton } from '@/modules/orders/components';
import { readOrder } from '@/modules/orders/server';
import { signedInCustomer } from '@/modules/session';
import { JobLinesButton } from '@/modules/jobs/components';
import { orderLinesWanted } from '@/modules/jobs';
import { BuyAgainButton } from '@/modules/orders/components';
import styles from '../../account.module.css';

type Props = { params: Promise<{ id: string }> };

/** Order numbers are plain positive integers; anything else (signs, spaces, encodings) is no order. */
const ORDER_ID = /^[1-9]\d{0,9}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: ORDER_ID.test(id) ? `Order #${id}` : 'Order', robots: { index: false, follow: false } };
}

/**
 * One of the customer's orders, read on the server with their own sign-in (POST /order): a visitor
 * goes to sign-in and comes back here; someone else's order, like an unknown one, is a 404.
 */
export default async function OrderPage({ params }: Props) {
  const { id } = await params;
  if (!ORDER_ID.test(id)) notFound();
  const jar = await cookies();
  const customer = signedInCustomer(jar);
  if (!customer) redirect(`/sign-in?redirect=${encodeURIComponent(`/account/orders/${id}`)}`);
  const read = await readOrder(jar, Number(id));
  // Only a paid order (or one held for review) is an order to show; a pending or cancelled one was never bought.
  if (read.kind === 'missing' || (read.kind === 'order' && read.order.status !== 'paid' && read.order.status !== 'held')) notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account">← My account</Link>
      </p>
      {read.kind === 'signed-out' ? (
        <p role="alert">Your sign-in has ended. Please sign in again to see this order.</p>
      ) : (
        <OrderView
          order={read.order}
          customer={customer}
          actions={
            <>
              <PrintButton />
              <BuyAgainButton orderId={read.order.order_id} lines={read.order.items} />
              <JobLinesButton title="Copy to job" lines={orderLinesWanted(read.order.items)} />
            </>
          }
        />
      )}
    </div>
  );
}
