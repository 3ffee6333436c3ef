import debounce from 'lodash.debounce';
import { QUANTITY_DEBOUNCE_MS } from '@/shared/config/constants';
import type { BasketLine } from '@/modules/basket/contract';
import type { AppDispatch } from '@/shared/store/store';
import { basketLoaderSet, basketReceived } from '@/modules/basket/basket-slice';
import { toast } from '@/shared/ui/toast';
import { normaliseError } from '@/shared/api/errors';
import { nextCountOrder } from './count-order';
import { englishQueuedQuantity, queueLineQuantity } from './offline-line-changes';
import { en } from './messages/en';
import { sendLineQuantity } from './quantity-request';

const loadLines = () => import('./api');

export interface QuantitySender {
  /** Sends `count` once the customer has stopped pressing for the debounce time. */
  schedule: (count: number) => void;
  /** Sends the count not sent yet at once (the page is being hidden, left or closed). */
  flush: () => void;
  /** Drops a scheduled count (the line is being removed). */
  cancel: () => void;
}

/**
 * One line's quantity updates (docs/contract.md §4): debounced 100 ms, sent as POST /basket with count + the
 * line's variant fields (docs/contract.md §7), one after another so the server applies them in the customer's
 * order. Each is sent with keepalive, so one on its way survives a reload or a closed tab; `flush`
 * starts the newest unsent count at once, even beside one still on its way, because a page being
 * left runs nothing later. `onIdle` runs when nothing is waiting or in flight any more, after the
 * store holds the server's answer.
 */
/** What the sender says, in the page's language (the basket's messages); English when none is given. */
export interface QuantityTexts {
  errorText: (error: unknown) => string;
  queuedLabel: (count: number) => string;
  codeNotLoaded: string;
}

const englishTexts = (line: BasketLine): QuantityTexts => ({
  errorText: (error) => normaliseError(error).message,
  queuedLabel: (count) => englishQueuedQuantity(line.product.title, count),
  codeNotLoaded: en.client.line.codeNotLoaded,
});

export function createQuantitySender(line: BasketLine, dispatch: AppDispatch, onIdle: () => void, texts: QuantityTexts = englishTexts(line)): QuantitySender {
  /** The customer's newest count that has not been sent yet. */
  let waiting: number | null = null;
  let scheduled = false;
  let inFlight = 0;
  let started = 0;
  let applied = 0;

  const settle = () => {
    const idle = waiting === null && inFlight === 0;
    if (idle) onIdle();
    // Another line's answer may have cleared the flag while this one is still pending.
    dispatch(basketLoaderSet(!idle));
  };

  const finished = () => {
    inFlight -= 1;
    if (waiting !== null && !scheduled && inFlight === 0) send(waiting);
    else settle();
  };

  const send = (count: number) => {
    waiting = null;
    inFlight += 1;
    // Without signal the count waits on the device, in order with the basket's other changes, and
    // in the tab's count order with the writes sent with signal before and after it.
    const key = crypto.randomUUID();
    const countOrder = nextCountOrder();
    if (!navigator.onLine) {
      void queueLineQuantity(line, count, key, countOrder, texts.queuedLabel(count)).finally(finished);
      return;
    }
    const order = ++started;
    // Started here and now: the page may be gone before any awaited code would run.
    const sent = sendLineQuantity(line, count, key, countOrder);
    void (async () => {
      const lines = await loadLines().catch(() => null);
      try {
        if (!lines) throw new Error(texts.codeNotLoaded);
        const basket = await lines.quantityAnswer(sent);
        // Two sends overlap only after a flush; the newer one's answer is the one to keep.
        if (order > applied) {
          applied = order;
          dispatch(basketReceived(basket));
        }
      } catch (error) {
        // No answer (a bar that answers nothing): the count waits on the device instead of being lost.
        if (!lines || lines.gotNoAnswer(error)) {
          await queueLineQuantity(line, count, key, countOrder, texts.queuedLabel(count));
          return;
        }
        toast.error(texts.errorText(error));
        // Back to what the server holds; nothing the customer had is lost.
        const { refreshBasket } = await import('@/modules/basket/refresh-basket');
        await refreshBasket(dispatch);
      } finally {
        finished();
      }
    })();
  };

  const debounced = debounce(() => {
    scheduled = false;
    // One at a time: a count chosen while another is on its way goes when that one is answered.
    if (waiting !== null && inFlight === 0) send(waiting);
  }, QUANTITY_DEBOUNCE_MS);

  return {
    schedule: (count) => {
      waiting = count;
      scheduled = true;
      dispatch(basketLoaderSet(true));
      debounced();
    },
    flush: () => {
      debounced.cancel();
      scheduled = false;
      if (waiting !== null) send(waiting);
    },
    cancel: () => {
      debounced.cancel();
      scheduled = false;
      waiting = null;
    },
  };
}
