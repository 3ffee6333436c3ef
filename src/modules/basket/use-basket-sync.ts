import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store/hooks';
import { selectBasketLoaded } from '@/modules/basket/basket-slice';

/**
 * Reads the basket from the server when the basket page opens and the store does not hold it yet
 * (a direct load: the shell only knows the count). A basket already read on an earlier page, or
 * a read already under way (sign-in), is not read again. True once the page's data is settled.
 */
export function useBasketSync(): boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loaded = useAppSelector(selectBasketLoaded);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The HTTP client loads after the page is interactive, outside the first-load bundle; the
    // line calls come with it so the first quantity change is not kept waiting for a download.
    void import('./api');
    void import('@/modules/basket/refresh-basket').then(async ({ refreshBasket }) => {
      // Checked here, not before the import: a development double mount cancels the first run.
      if (cancelled) return;
      const { loaded: alreadyLoaded, isFetchingBasket } = store.getState().basket;
      if (!alreadyLoaded && !isFetchingBasket) await refreshBasket(dispatch);
      if (!cancelled) setAttempted(true);
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store]);

  return loaded || attempted;
}
