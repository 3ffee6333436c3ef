import { refreshBasket } from '@/domain/basket/refresh-basket';
import { forgetPersonalPages } from '@/domain/offline/forget-personal';
import type { AppDispatch } from '@/shared/store/store';
import { signedOut } from '@/shared/store/slices/auth';
import { basketCleared } from '@/shared/store/slices/basket';
import { signOut } from './api';

/**
 * Logout (docs/contract.md §4): tell the dashboard, forget the profile and basket, then read the visitor's
 * basket again, and the pages kept for offline reading that were theirs leave the device. A failed logout
 * call still signs out here: the door has cleared its cookies.
 */
export async function signOutAndReset(userId: number, dispatch: AppDispatch): Promise<void> {
  await signOut(userId).catch(() => undefined);
  await forgetPersonalPages().catch(() => undefined);
  dispatch(signedOut());
  dispatch(basketCleared());
  await refreshBasket(dispatch);
}
