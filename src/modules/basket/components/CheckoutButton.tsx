'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { NeedsSignalNotice } from '@/modules/offline/components';
import { useOnline } from '@/modules/offline';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectAuthStatus } from '@/modules/session';
import { selectBasket } from '@/modules/basket/basket-slice';
import { modalOpened } from '@/shared/store/modal-slice';
import styles from './BasketSummary.module.css';

export const CHECKOUT_SIGN_IN_HREF = `/sign-in?redirect=${encodeURIComponent('/basket')}`;

/** docs/contract.md §2/§6: only a signed-in customer checks out; a visitor signs in and comes back here. */
export function CheckoutButton() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { basketData, loader } = useAppSelector(selectBasket);
  const online = useOnline();
  const t = useTranslations('basket.client.summary');

  if (status === 'signedOut') {
    return (
      <Link href={CHECKOUT_SIGN_IN_HREF} className={styles.checkout} prefetch={false}>
        {t('checkout')}
      </Link>
    );
  }
  // The address modal shows the basket's total from the same figures as the basket page (modules/money).
  const start = () => dispatch(modalOpened({ type: 'PAYMENT_ADDRESS_MODAL', props: { basketData } }));
  // Checkout and payment need the network: without it the button says so, and the basket stays as it is.
  return (
    <>
      <button type="button" className={styles.checkout} onClick={start} disabled={status === 'unknown' || loader || !online}>
        {t('checkout')}
      </button>
      <NeedsSignalNotice />
    </>
  );
}
