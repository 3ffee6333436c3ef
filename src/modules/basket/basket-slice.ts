import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BasketAnswer, BasketData } from '@/modules/basket/contract';

/**
 * docs/contract.md §3 Basket state. The totals are the dashboard's, inside `basketData`; every figure
 * shown is computed from them in modules/money. The payment history is read by the account page.
 */
export interface BasketState {
  basketData: BasketData;
  discount_message: string | null;
  isFetchingBasket: boolean;
  /** True while a line is being changed (quantity, delete), so totals show as pending. */
  loader: boolean;
  /** True once a basket answer from the server is in the store. */
  loaded: boolean;
  /** The item count the door left in a readable cookie; shown until the basket itself is read. */
  countHint: number | null;
}

const emptyBasket: BasketData = { data: [], total: 0, discountedTotal: 0, packaging_price: 0 };

const initialState: BasketState = {
  basketData: emptyBasket,
  discount_message: null,
  isFetchingBasket: false,
  loader: false,
  loaded: false,
  countHint: null,
};

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    basketFetchStarted(state) {
      state.isFetchingBasket = true;
    },
    basketFetchFailed(state) {
      state.isFetchingBasket = false;
      state.loader = false;
    },
    basketReceived(state, action: PayloadAction<BasketAnswer>) {
      const { basket, discount_message } = action.payload;
      state.basketData = basket;
      state.discount_message = discount_message;
      state.isFetchingBasket = false;
      state.loader = false;
      state.loaded = true;
    },
    basketCountHinted(state, action: PayloadAction<number>) {
      state.countHint = action.payload;
    },
    basketLoaderSet(state, action: PayloadAction<boolean>) {
      state.loader = action.payload;
    },
    basketCleared() {
      return initialState;
    },
  },
  selectors: {
    selectBasket: (state) => state,
    selectBasketLines: (state) => state.basketData.data,
    selectBasketLoaded: (state) => state.loaded,
    selectBasketCount: (state) =>
      state.loaded ? state.basketData.data.reduce((sum, line) => sum + line.count, 0) : (state.countHint ?? 0),
  },
});

export const {
  basketFetchStarted,
  basketFetchFailed,
  basketReceived,
  basketCountHinted,
  basketLoaderSet,
  basketCleared,
} = basketSlice.actions;
export const { selectBasket, selectBasketLines, selectBasketLoaded, selectBasketCount } = basketSlice.selectors;
