import type { BasketLine } from '@/shared/contract/basket';
import { refreshBasket } from '@/domain/basket/refresh-basket';
import { variantFields, variantKey } from '@/domain/catalogue/variant';
import { basketReceived } from '@/shared/store/slices/basket';
import type { AppStore } from '@/shared/store/store';
import { addToBasket } from './api';
import { allowedToAdd, type MixLine } from './coverage';

function countInBasket(lines: BasketLine[], productId: number, priceId: number, colorIds: number[]): number {
  const key = variantKey(productId, priceId, colorIds);
  return lines.find((l) => variantKey(l.products_id, l.priceData.id, l.color_ids) === key)?.count ?? 0;
}

interface AddMixRequest {
  productId: number;
  colorIds: number[];
  lines: MixLine[];
  store: AppStore;
}

/**
 * Adds a calculated mix through the basket calls, one add per size with its count. The basket is read
 * first so no line passes 10 (docs/contract.md §4): what would pass it is left out and `capped` says so.
 * Each answer goes to the store as it comes, so a failure halfway leaves the store true to the server.
 */
export async function addMix({ productId, colorIds, lines, store }: AddMixRequest): Promise<{ added: number; capped: boolean }> {
  if (!store.getState().basket.loaded) await refreshBasket(store.dispatch);
  const inBasket = store.getState().basket.basketData.data;
  let added = 0;
  let capped = false;
  for (const { container, count } of lines) {
    const { price } = container;
    const allowed = allowedToAdd(count, countInBasket(inBasket, productId, price.id, colorIds));
    capped ||= allowed.capped;
    if (allowed.count === 0) continue;
    const answer = await addToBasket(variantFields(productId, price, colorIds, allowed.count));
    store.dispatch(basketReceived(answer));
    added += allowed.count;
  }
  return { added, capped };
}
