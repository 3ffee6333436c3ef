import type { QueueStore } from '@/modules/offline';
import { ownerInPage, ownerOf, type Owner } from '@/modules/offline';
import { NEEDS_SIGNAL_MESSAGE } from '@/modules/offline';
import { ApiError } from '@/shared/api/errors';
import type { User } from '@/modules/accounts/contract';
import { signIn } from './api';
import type { SignInValues } from './schema';

/**
 * Sign in, with the changes waiting on the device sent under the identity that made them
 * (docs/offline.md). The dashboard keeps an Idempotency-Key per owner and the owner
 * changes at sign-in: a visitor's change whose answer was lost, sent again after sign-in, would be
 * made a second time. So what the one signing in made before (as a visitor) goes first, and sign-in
 * waits for a signal while any of it is still unanswered; the visitor's basket then joins the
 * customer's with it. The customer's own changes left from an earlier visit go after.
 * `store`: the device's IndexedDB unless a test keeps the queue in memory.
 */
export async function signInSendingWaiting(values: SignInValues, before: Owner = ownerInPage(), store?: QueueStore): Promise<User> {
  const queue = await import('@/modules/offline/offline-queue');
  // A device whose storage cannot be read (no IndexedDB) keeps nothing waiting.
  const allSent = await queue.sendAllOf(before, store).catch(() => true);
  if (!allSent) throw new ApiError(0, NEEDS_SIGNAL_MESSAGE);
  const user = await signIn(values);
  void queue.sendAllOf(ownerOf(user), store).catch(() => undefined);
  return user;
}
