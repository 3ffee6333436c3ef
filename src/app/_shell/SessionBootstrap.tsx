'use client';

import { useEffect } from 'react';
import { readBasketCountCookie } from '@/modules/basket';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { readProfileCookie } from '@/modules/session';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedIn, signedOut } from '@/modules/session';
import { basketCleared, basketCountHinted } from '@/modules/basket';

/**
 * Fills the client store after hydration from the door's readable cookies: the profile and the
 * basket's item count. No request is made, so no HTTP client is in a catalogue page's load; the
 * basket itself is read by the pages that show it. Drops both when the door reports a lost
 * sign-in (401), whose answer also cleared the count cookie.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const user = readProfileCookie();
    dispatch(user ? signedIn(user) : signedOut());
    const basketCount = readBasketCountCookie();
    if (basketCount !== null) dispatch(basketCountHinted(basketCount));

    const onLogout = () => {
      dispatch(signedOut());
      dispatch(basketCleared());
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(LOGOUT_EVENT, onLogout);
  }, [dispatch]);

  return null;
}
