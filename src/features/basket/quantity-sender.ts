import debounce from 'lodash.debounce';
import { QUANTITY_DEBOUNCE_MS } from '@/shared/config/constants';
import type { BasketLine } from '@/shared/contract/basket';
import type { AppDispatch } from '@/shared/store/store';
import { basketLoaderSet, basketReceived } from '@/shared/store/slices/basket';
import { toast } from '@/shared/ui/toast';

const loadLines = () => import('./api');

export interface QuantitySender {
  /** Sends `count` once the customer has stopped pressing for the debounce time. */
  schedule: (count: number) => void;
  /** Sends a scheduled count at once (the page is being left). */
  flush: () => void;
  /** Drops a scheduled count (the line is being removed). */
  cancel: () => void;
}

/**
 * One line's quantity updates (docs/contract.md §4): debounced 100 ms, sent as POST /basket with count + the
 * line's variant fields (docs/contract.md §7), one after another so the server applies them in the customer's order. `onIdle` runs when
 * nothing is scheduled or in flight any more, after the store holds the server's answer.
 */
export function createQuantitySender(line: BasketLine, dispatch: AppDispatch, onIdle: () => void): QuantitySender {
  let scheduled = false;
  let inFlight = 0;
  let queue = Promise.resolve();

  const send = async (count: number) => {
    const lines = await loadLines();
    try {
      dispatch(basketReceived(await lines.setLineQuantity(line, count)));
    } catch (error) {
      toast.error(lines.failureMessage(error));
      // Back to what the server holds; nothing the customer had is lost.
      const { refreshBasket } = await import('@/shared/session/refresh-basket');
      await refreshBasket(dispatch);
    } finally {
      inFlight -= 1;
      const idle = !scheduled && inFlight === 0;
      if (idle) onIdle();
      // Another line's answer may have cleared the flag while this one is still pending.
      dispatch(basketLoaderSet(!idle));
    }
  };

  const debounced = debounce((count: number) => {
    scheduled = false;
    inFlight += 1;
    queue = queue.then(() => send(count));
  }, QUANTITY_DEBOUNCE_MS);

  return {
    schedule: (count) => {
      scheduled = true;
      dispatch(basketLoaderSet(true));
      debounced(count);
    },
    flush: () => debounced.flush(),
    cancel: () => {
      debounced.cancel();
      scheduled = false;
    },
  };
}
