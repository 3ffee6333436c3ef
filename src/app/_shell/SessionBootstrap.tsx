'use client';

import { useEffect } from 'react';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { readProfileCookie } from '@/shared/api/profile-cookie';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedIn, signedOut } from '@/shared/store/slices/auth';
import { basketCleared } from '@/shared/store/slices/basket';

/**
 * Fills the client store after hydration: the profile from the door's readable cookie, the
 * basket from POST /basket; and drops both when the door reports a lost sign-in (401).
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const user = readProfileCookie();
    dispatch(user ? signedIn(user) : signedOut());

    const onLogout = () => {
      dispatch(signedOut());
      dispatch(basketCleared());
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);

    let cancelled = false;
    // The HTTP client loads after the page is interactive, outside the first-load bundle.
    void import('@/shared/session/refresh-basket').then(({ refreshBasket }) => {
      if (!cancelled) return refreshBasket(dispatch);
    });

    return () => {
      cancelled = true;
      window.removeEventListener(LOGOUT_EVENT, onLogout);
    };
  }, [dispatch]);

  return null;
}
