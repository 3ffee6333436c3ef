import { useEffect, useState } from 'react';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';

/**
 * Reads the basket from the server when the basket page opens, so it shows what the server holds
 * (another tab may have changed it). On a direct load the shell's first read is already under
 * way; that one is awaited instead of repeated. True once the page's data is the server's.
 */
export function useBasketSync(): boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The HTTP client loads after the page is interactive, outside the first-load bundle; the
    // line calls come with it so the first quantity change is not kept waiting for a download.
    void import('./basket-lines');
    void import('@/shared/session/refresh-basket').then(async ({ refreshBasket }) => {
      if (cancelled) return;
      if (!store.getState().basket.isFetchingBasket) await refreshBasket(dispatch);
      if (!cancelled) setSynced(true);
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store]);

  return synced;
}
