'use client';

import { useAppSelector } from '@/shared/store/hooks';
import { selectAuthStatus } from '@/shared/store/slices/auth';
import { selectBasketLines } from '@/shared/store/slices/basket';
import { preloadModalRoot } from './ModalHost';
import { useIdlePreload } from './use-idle-preload';

/**
 * The checkout's code (antd, Formik, the address and payment modals), fetched while the basket page
 * sits idle, so the address form opens at once on a slow phone. Through the modal host's and the
 * registry's own loaders: the same chunks the first open would fetch, none twice, and once they are
 * here the modals open without suspending (./preloadable). The address
 * modal first, the payment modal after it, so the first step never waits behind the second.
 */
export const loadCheckout = async () => {
  const { checkoutModals } = await preloadModalRoot();
  await checkoutModals.PAYMENT_ADDRESS_MODAL.preload();
  await checkoutModals.PAYMENT.preload();
};

/** Mounted on /basket only: a customer who can check out (signed in, lines in the basket) gets the preload. */
export function CheckoutPreload() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const hasLines = useAppSelector(selectBasketLines).length > 0;
  useIdlePreload(loadCheckout, signedIn && hasLines);
  return null;
}
