import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderView } from '@/modules/orders/components';
import { PrintButton } from '@/modules/orders/components';
import { readOrder } from '@/modules/orders/server';
import { signedInCustomer } from '@/modules/session';
import { JobLinesButton } from '@/modules/jobs/components';
import { orderLinesWanted } from '@/modules/jobs';
import { BuyAgainButton } from '@/modules/orders/components';
import { JOB_DIALOG_TITLES } from '@/modules/basket';
import { pageLocale } from '@/app/_i18n/page-locale';
import { Link, redirect } from '@/shared/i18n/navigation';
import styles from '../../account.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Order numbers are plain positive integers; anything else (signs, spaces, encodings) is no order. */
const ORDER_ID = /^[1-9]\d{0,9}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'orders.server.meta' });
  return { title: ORDER_ID.test(id) ? t('title', { id }) : t('order'), robots: { index: false, follow: false } };
}

/**
 * One of the customer's orders, read on the server with their own sign-in (POST /order) in the
 * page's language: a visitor goes to sign-in and comes back here; someone else's order, like an
 * unknown one, is a 404.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!ORDER_ID.test(id)) notFound();
  const jar = await cookies();
  const customer = signedInCustomer(jar);
  if (!customer) return redirect({ href: `/sign-in?redirect=${encodeURIComponent(`/account/orders/${id}`)}`, locale });
  const t = await getTranslations({ locale, namespace: 'orders.server' });
  const read = await readOrder(jar, Number(id), locale);
  // Only a paid order (or one held for review) is an order to show; a pending or cancelled one was never bought.
  if (read.kind === 'missing' || (read.kind === 'order' && read.order.status !== 'paid' && read.order.status !== 'held')) notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account">{t('back')}</Link>
      </p>
      {read.kind === 'signed-out' ? (
        <p role="alert">{t('signedOut')}</p>
      ) : (
        <OrderView
          order={read.order}
          customer={customer}
          actions={
            <>
              <PrintButton />
              <BuyAgainButton orderId={read.order.order_id} lines={read.order.items} />
              <JobLinesButton title={JOB_DIALOG_TITLES.copyToJob} lines={orderLinesWanted(read.order.items)} />
            </>
          }
        />
      )}
    </div>
  );
}
