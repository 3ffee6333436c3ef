'use client';

import { useLocale, useMessages } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/shared/store/hooks';
import { selectAuthStatus } from '@/modules/session';
import { selectBasketLines } from '@/modules/basket';
import type { AppStore } from '@/shared/store/store';
import { preloadModalRoot } from './ModalHost';
import type { WarmLanguage } from './ModalRoot';
import { useIdlePreload } from './use-idle-preload';

/**
 * The checkout's code (antd, Formik, the address and payment modals), fetched while the basket page
 * sits idle, so the address form opens at once on a slow phone. Through the modal host's and the
 * registry's own loaders: the same chunks the first open would fetch, none twice, and once they are
 * here the modals open without suspending (./preloadable). The address modal first, the payment
 * modal after it, so the first step never waits behind the second; then the address modal renders
 * once out of sight, so antd's styles for it (and its selects' lists) are built before the tap.
 * Resolves with the function that lets that copy go.
 */
export async function loadCheckout(store: AppStore, language: WarmLanguage): Promise<() => void> {
  const { checkoutModals, warmModal } = await preloadModalRoot();
  await checkoutModals.PAYMENT_ADDRESS_MODAL.preload();
  await checkoutModals.PAYMENT.preload();
  const { basketData } = store.getState().basket;
  return warmModal(store, { type: 'PAYMENT_ADDRESS_MODAL', props: { basketData } }, language);
}

/** Mounted on /basket only: a customer who can check out (signed in, lines in the basket) gets the preload. */
export function CheckoutPreload() {
  const store = useAppStore();
  const locale = useLocale();
  const messages = useMessages();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const hasLines = useAppSelector(selectBasketLines).length > 0;
  // The warmed copy lives as long as the page: let go on leaving, even if the load ends after that.
  const warm = useRef<{ release: (() => void) | null; left: boolean }>({ release: null, left: false });
  const load = useCallback(async () => {
    if (warm.current.release) return;
    const release = await loadCheckout(store, { locale, messages });
    if (warm.current.left) release();
    else warm.current.release = release;
  }, [store, locale, messages]);
  useEffect(() => {
    const state = warm.current;
    state.left = false;
    return () => {
      state.left = true;
      state.release?.();
      state.release = null;
    };
  }, []);
  useIdlePreload(load, signedIn && hasLines);
  return null;
}
