'use client';

import type { ReactNode } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBasket } from '@/modules/basket/basket-slice';
import { useBasketSync } from '../use-basket-sync';
import { BasketContents, EmptyBasket } from './BasketContents';
import { BasketSkeleton } from './BasketSkeleton';

/**
 * The basket page's body. The basket lives on the server under the session cookie, so it survives
 * reloads; the store holds the server's last answer and every change replaces it.
 */
export function ScriptedBasket({ lastSeen = null }: { lastSeen?: ReactNode }) {
  const synced = useBasketSync();
  const { basketData, discount_message, isFetchingBasket, loader, loaded } = useAppSelector(selectBasket);
  const lines = basketData.data;

  // Lines already in the store (read on an earlier page) show at once; an empty store may just not be read yet.
  if (lines.length === 0 && (!synced || isFetchingBasket)) return <BasketSkeleton />;
  // The basket could not be read (no signal, or no answer): the page as served, or as last seen offline, shows it (docs/offline.md).
  if (lines.length === 0 && !loaded && lastSeen) return lastSeen;
  if (lines.length === 0) return <EmptyBasket />;

  return <BasketContents basket={basketData} discountMessage={discount_message} updating={loader} />;
}
