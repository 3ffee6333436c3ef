'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the device has a signal (as the browser tells); true on the server and before hydration. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/**
 * Said where a step needs the network (checkout, sign-in, payment) and the device has none. In
 * English, as code outside a page throws it (sign-in.ts); a page says it in its language
 * (offline messages `needsSignal`, NeedsSignalNotice).
 */
export const NEEDS_SIGNAL_MESSAGE = 'This needs a signal. Nothing in your basket is lost: try again when you are back online.';

/**
 * Said when signing out gets no answer: the sign-in is in an httpOnly cookie only the shop's door
 * can clear. In English, as sign-out.ts throws it; the page's menu says it in its language
 * (shell messages `account.signOutNeedsSignal`).
 */
export const SIGN_OUT_NEEDS_SIGNAL = 'Signing out needs a signal: you are still signed in on this device. Try again when you are back online.';
