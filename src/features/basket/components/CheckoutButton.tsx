'use client';

import { useRouter } from 'next/navigation';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectAuthStatus } from '@/shared/store/slices/auth';
import { selectBasket } from '@/shared/store/slices/basket';
import { modalOpened } from '@/shared/store/slices/modal';
import styles from './BasketSummary.module.css';

/** SPEC §2/§6: only a signed-in customer checks out; a visitor signs in and comes back here. */
export function CheckoutButton() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { basketData, discountedTotal, loader } = useAppSelector(selectBasket);

  const start = () => {
    if (status !== 'signedIn') {
      router.push(`/sign-in?redirect=${encodeURIComponent('/basket')}`);
      return;
    }
    const totalPrice = discountedTotal + basketData.packaging_price;
    dispatch(modalOpened({ type: 'PAYMENT_ADDRESS_MODAL', props: { totalPrice, basketData } }));
  };

  return (
    <button type="button" className={styles.checkout} onClick={start} disabled={status === 'unknown' || loader}>
      Checkout
    </button>
  );
}
