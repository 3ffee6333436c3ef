import { useCallback, useEffect, useMemo, useState } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import type { BasketLine } from '@/shared/contract/basket';
import { useAppDispatch } from '@/shared/store/hooks';
import { createQuantitySender } from './quantity-sender';

export interface LineQuantity {
  /** What the stepper shows: the customer's latest choice, else the server's count. */
  count: number;
  /** A change of this line is waiting for the debounce or the server. */
  updating: boolean;
  /** Plus was pressed at the maximum (SPEC §8 message is due). */
  limitReached: boolean;
  increase: () => void;
  decrease: () => void;
  dismissLimit: () => void;
  /** Drops a change not sent yet (the line is being removed). */
  cancelPending: () => void;
}

/**
 * One line's stepper (SPEC §4): step 1 within 1..10; minus at 1 does nothing, plus at 10 raises
 * the limit message instead. The stepper keeps the customer's number until the last answer
 * arrives, then follows the server again.
 */
export function useLineQuantity(line: BasketLine): LineQuantity {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const sender = useMemo(() => createQuantitySender(line.id, dispatch, () => setDraft(null)), [line.id, dispatch]);

  // Leaving the page within the debounce still sends the last choice.
  useEffect(() => () => sender.flush(), [sender]);

  const dismissLimit = useCallback(() => setLimitReached(false), []);
  const count = draft ?? line.count;
  const change = (next: number) => {
    setDraft(next);
    sender.schedule(next);
  };

  return {
    count,
    updating: draft !== null,
    limitReached,
    increase: () => {
      if (count >= MAX_LINE_QUANTITY) setLimitReached(true);
      else change(count + 1);
    },
    decrease: () => {
      setLimitReached(false);
      if (count > MIN_LINE_QUANTITY) change(count - 1);
    },
    dismissLimit,
    cancelPending: sender.cancel,
  };
}
