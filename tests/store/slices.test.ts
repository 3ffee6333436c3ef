// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import type { User } from '@/modules/accounts/contract';
import { makeStore } from '@/shared/store/store';
import { selectAuthStatus, selectIsSignedIn, selectUser, signedIn, signedOut } from '@/modules/session/auth-slice';
import {
  basketCleared,
  basketCountHinted,
  basketFetchFailed,
  basketFetchStarted,
  basketLoaderSet,
  basketReceived,
  selectBasket,
  selectBasketCount,
  selectBasketLines,
} from '@/modules/basket/basket-slice';
import { modalClosed, modalOpened, selectOpenModal } from '@/shared/store/modal-slice';

const customer: User = { id: 7, first_name: 'Dana', last_name: 'Moss', email: 'dana@example.com', img: null };

function line(id: number, count: number, price: number): BasketLine {
  return {
    id,
    basket_id: id,
    products_id: 100 + id,
    count,
    price,
    discounted_price: price,
    dataTotal: price * count,
    discounted_total: price * count,
    discount: 0,
    product: { id: 100 + id, slug: `oil-${id}`, title: `Oil ${id}`, img: '/uploads/oil.png', price_type_data: { id: 1 } },
    priceData: { id: 1, tag_id: 1, tag_name: 'Matte', type_id: 1, type_name: '1 L', type_price: price },
    color_ids: [1],
    colors: [],
  };
}

const answer = (lines: BasketLine[], discount_message: string | null = null): BasketAnswer => {
  const total = lines.reduce((sum, l) => sum + l.dataTotal, 0);
  return { basket: { data: lines, total, discountedTotal: total - 10, packaging_price: 5 }, discount_message };
};

describe('auth slice', () => {
  it('starts unknown, signs in with the profile and signs out clearing it', () => {
    const store = makeStore();
    expect(selectAuthStatus(store.getState())).toBe('unknown');
    expect(selectIsSignedIn(store.getState())).toBe(false);

    store.dispatch(signedIn(customer));
    expect(selectUser(store.getState())).toEqual(customer);
    expect(selectIsSignedIn(store.getState())).toBe(true);

    store.dispatch(signedOut());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it('can be preloaded from server data', () => {
    const store = makeStore({ auth: { user: customer, status: 'signedIn' } });
    expect(selectUser(store.getState())?.first_name).toBe('Dana');
  });
});

describe('basket slice', () => {
  it('counts items as the sum of line counts, not the number of lines', () => {
    const store = makeStore();
    expect(selectBasketCount(store.getState())).toBe(0);
    store.dispatch(basketReceived(answer([line(1, 3, 40), line(2, 2, 15)])));
    expect(selectBasketCount(store.getState())).toBe(5);
    expect(selectBasketLines(store.getState())).toHaveLength(2);
  });

  it('takes totals and the discount message from the answer and ends the fetch', () => {
    const store = makeStore();
    store.dispatch(basketFetchStarted());
    store.dispatch(basketLoaderSet(true));
    expect(selectBasket(store.getState()).isFetchingBasket).toBe(true);

    store.dispatch(basketReceived(answer([line(1, 2, 50)], '10% off your order')));
    const basket = selectBasket(store.getState());
    expect(basket.basketData.total).toBe(100);
    expect(basket.basketData.discountedTotal).toBe(90);
    expect(basket.basketData.packaging_price).toBe(5);
    expect(basket.discount_message).toBe('10% off your order');
    expect(basket.isFetchingBasket).toBe(false);
    expect(basket.loader).toBe(false);
  });

  it('keeps the lines it had when a fetch fails', () => {
    const store = makeStore();
    store.dispatch(basketReceived(answer([line(1, 4, 10)])));
    store.dispatch(basketFetchStarted());
    store.dispatch(basketFetchFailed());
    expect(selectBasket(store.getState()).isFetchingBasket).toBe(false);
    expect(selectBasketCount(store.getState())).toBe(4);
  });

  it('empties on clear (sign-out)', () => {
    const store = makeStore();
    store.dispatch(basketReceived(answer([line(1, 4, 10)])));
    store.dispatch(basketCleared());
    expect(selectBasketCount(store.getState())).toBe(0);
    expect(selectBasket(store.getState()).basketData).toEqual({ data: [], total: 0, discountedTotal: 0, packaging_price: 0 });
  });

  it("counts the door's hint until the basket is read, then the lines, even when the basket is empty", () => {
    const store = makeStore();
    store.dispatch(basketCountHinted(6));
    expect(selectBasketCount(store.getState())).toBe(6);
    expect(selectBasket(store.getState()).loaded).toBe(false);

    store.dispatch(basketReceived(answer([line(1, 2, 10)])));
    expect(selectBasket(store.getState()).loaded).toBe(true);
    expect(selectBasketCount(store.getState())).toBe(2);
    store.dispatch(basketReceived(answer([])));
    expect(selectBasketCount(store.getState())).toBe(0);
  });

  it('keeps the hint when a read fails, and drops hint and basket on clear', () => {
    const store = makeStore();
    store.dispatch(basketCountHinted(3));
    store.dispatch(basketFetchStarted());
    store.dispatch(basketFetchFailed());
    expect(selectBasketCount(store.getState())).toBe(3);

    store.dispatch(basketCleared());
    expect(selectBasket(store.getState())).toMatchObject({ loaded: false, countHint: null });
    expect(selectBasketCount(store.getState())).toBe(0);
  });
});

describe('modal slice', () => {
  it('keeps one modal open: opening another replaces it, closing leaves none', () => {
    const store = makeStore();
    expect(selectOpenModal(store.getState())).toBeNull();

    store.dispatch(modalOpened({ type: 'SIGN_IN', props: { mode: 'signIn' } }));
    store.dispatch(modalOpened({ type: 'DISCOUNT_NOTIFICATION', props: { message: '5% off' } }));
    expect(selectOpenModal(store.getState())).toEqual({ type: 'DISCOUNT_NOTIFICATION', props: { message: '5% off' } });

    store.dispatch(modalClosed());
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});
