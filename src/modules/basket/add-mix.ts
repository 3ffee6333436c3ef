import type { BasketLine } from '@/modules/basket/contract';
import { refreshBasket } from '@/modules/basket/refresh-basket';
import { queueBasketAdd } from '@/modules/basket/queue-add';
import { variantLabel } from '@/modules/catalogue';
import { variantFields, variantKey } from '@/modules/catalogue';
import type { QueueStore } from '@/modules/offline';
import { basketReceived } from '@/modules/basket/basket-slice';
import type { AppStore } from '@/shared/store/store';
import { addToBasket, gotNoAnswer } from './api';
import { allowedToAdd, type MixLine } from './coverage';

function countInBasket(lines: BasketLine[], productId: number, priceId: number, colorIds: number[]): number {
  const key = variantKey(productId, priceId, colorIds);
  return lines.find((l) => variantKey(l.products_id, l.priceData.id, l.color_ids) === key)?.count ?? 0;
}

interface AddMixRequest {
  productId: number;
  /** Names each size in the changes made without signal. */
  productTitle: string;
  colorIds: number[];
  lines: MixLine[];
  store: AppStore;
  /** Where adds made without signal wait: the device's IndexedDB unless a test keeps them in memory. */
  queue?: QueueStore;
}

export interface MixOutcome {
  /** Containers now in the basket. */
  added: number;
  /** Some were left out so no line passes 10. */
  capped: boolean;
  /** The adds waiting on the device for the signal ("2 × Oil — Matt, 2.5 L"), each with its Idempotency-Key. */
  waiting: { label: string; key: string }[];
}

/**
 * Adds a calculated mix through the basket calls, one add per size with its count. The basket is read
 * first so no line passes 10 (docs/contract.md §4): what would pass it is left out and `capped` says so.
 * Each answer goes to the store as it comes, so a failure halfway leaves the store true to the server.
 * Without signal, or from the first add that gets no answer, each size waits on the device as
 * "Add to basket" does (docs/offline.md), with the key it was tried with: made once.
 */
export async function addMix({ productId, productTitle, colorIds, lines, store, queue }: AddMixRequest): Promise<MixOutcome> {
  let offline = !navigator.onLine;
  if (!offline && !store.getState().basket.loaded) await refreshBasket(store.dispatch);
  // Without signal the basket as last read: the dashboard refuses what would pass 10 when it arrives.
  const inBasket = store.getState().basket.basketData.data;
  const outcome: MixOutcome = { added: 0, capped: false, waiting: [] };
  for (const { container, count } of lines) {
    const { price } = container;
    const allowed = allowedToAdd(count, countInBasket(inBasket, productId, price.id, colorIds));
    outcome.capped ||= allowed.capped;
    if (allowed.count === 0) continue;
    const fields = variantFields(productId, price, colorIds, allowed.count);
    const key = crypto.randomUUID();
    if (!offline) {
      try {
        store.dispatch(basketReceived(await addToBasket(fields, key)));
        outcome.added += allowed.count;
        continue;
      } catch (error) {
        if (!gotNoAnswer(error)) throw error;
        offline = true;
      }
    }
    const label = `${allowed.count} × ${variantLabel(productTitle, price)}`;
    await queueBasketAdd(fields, label, key, queue);
    outcome.waiting.push({ label, key });
  }
  return outcome;
}
