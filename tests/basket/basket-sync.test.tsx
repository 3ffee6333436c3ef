import { screen } from '../render';
import { act } from 'react';
import { vi } from 'vitest';
import { makeStore } from '@/shared/store/store';
import { basketCountHinted, basketReceived, selectBasket } from '@/modules/basket/basket-slice';
import { addLine, countBasketReads, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

/** Lets the page's lazily loaded client arrive and send what it would send. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

async function basketWithOil(count: number) {
  const oil = await productBySlug(OIL_SLUG);
  const answer = await addLine(oil, discountablePrice(oil), count);
  return { oil, answer };
}

describe('The basket page reads the basket', () => {
  it('itself on a direct load, when the shell only knows the count, and exactly once', async () => {
    const { oil } = await basketWithOil(2);
    const reads = countBasketReads();
    const store = makeStore();
    store.dispatch(basketCountHinted(2));
    renderBasket({ store, strict: true });

    expect(await screen.findByRole('link', { name: oil.title })).toBeInTheDocument();
    await settle();
    expect(reads()).toBe(1);
    expect(selectBasket(store.getState()).loaded).toBe(true);
  });

  it('not again when an earlier page already read it', async () => {
    const { oil, answer } = await basketWithOil(3);
    const reads = countBasketReads();
    const store = makeStore();
    store.dispatch(basketReceived(answer));
    renderBasket({ store, strict: true });

    expect(screen.getByRole('link', { name: oil.title })).toBeInTheDocument();
    await settle();
    expect(reads()).toBe(0);
  });

  it('and shows the empty basket after a direct load finds none', async () => {
    const reads = countBasketReads();
    renderBasket();
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(reads()).toBe(1);
  });
});
