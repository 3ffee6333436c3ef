import { api } from '@/shared/api/client';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { AppDispatch } from '@/shared/store/store';
import { basketFetchFailed, basketFetchStarted, basketReceived } from '@/modules/basket/basket-slice';

/**
 * Reads the caller's basket (POST /basket, docs/contract.md §7) into the store. Used after load, sign-in and
 * sign-out. Failures are swallowed (docs/contract.md §8: many calls fail silently); the header count stays.
 */
export async function refreshBasket(dispatch: AppDispatch): Promise<void> {
  dispatch(basketFetchStarted());
  try {
    const { data } = await api.post<BasketAnswer>('/basket');
    dispatch(basketReceived(data));
  } catch {
    dispatch(basketFetchFailed());
  }
}
