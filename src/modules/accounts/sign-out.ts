import { refreshBasket } from '@/modules/basket';
import { forgetPersonalPages } from '@/modules/offline';
import { ownerOf } from '@/modules/offline';
import { SIGN_OUT_NEEDS_SIGNAL } from '@/modules/offline';
import { normaliseError } from '@/shared/api/errors';
import type { AppDispatch } from '@/shared/store/store';
import { signedOut } from '@/modules/session';
import { basketCleared } from '@/modules/basket';
import { signOut } from './api';

/**
 * Logout (docs/contract.md §4): tell the dashboard, forget the profile and basket, then read the visitor's
 * basket again, and the pages kept for offline reading that were theirs leave the device. Any answer from
 * the door signs out (it clears its cookies whatever the dashboard says); no answer at all leaves the
 * customer signed in, and says so (SIGN_OUT_NEEDS_SIGNAL is thrown): nothing is forgotten then.
 */
export async function signOutAndReset(userId: number, dispatch: AppDispatch): Promise<void> {
  try {
    await signOut(userId);
  } catch (error) {
    if (normaliseError(error).status === 0) throw new Error(SIGN_OUT_NEEDS_SIGNAL);
  }
  await forgetPersonalPages(ownerOf({ id: userId })).catch(() => undefined);
  dispatch(signedOut());
  dispatch(basketCleared());
  await refreshBasket(dispatch);
}
