'use client';

import { useState } from 'react';
import { useRouter } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketReceived } from '@/modules/basket';
import { toast } from '@/shared/ui/toast';
import type { BuyableLine } from './buy-again-plan';
import { leaveNotice } from './buy-again-notice';

/**
 * Buy again and buy for the job: the lines into the basket at today's prices, then the basket with
 * a notice of what went in. The HTTP client and the error texts come only with the click.
 */
export function useBuyLines() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const errorText = useErrorText();

  /** `from` names the source in the notice; `bought` runs before the basket opens (and only if something went in or was decided). */
  const buy = async (read: () => Promise<BuyableLine[]>, from: string, bought?: () => void) => {
    setBusy(true);
    try {
      const { buyAgain } = await import('./buy-again');
      const outcome = await buyAgain(await read());
      if (outcome.basket) dispatch(basketReceived(outcome.basket));
      leaveNotice({ from, added: outcome.added, notSold: outcome.notSold, full: outcome.full, refused: outcome.refused });
      bought?.();
      router.push('/basket');
    } catch (error) {
      toast.error(errorText(error));
      setBusy(false);
    }
  };
  return { busy, buy };
}
