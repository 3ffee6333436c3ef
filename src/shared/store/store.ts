import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/modules/session';
import { basketSlice } from '@/modules/basket';
import { checkoutSlice } from '@/modules/checkout';
import { modalSlice } from './modal-slice';

const rootReducer = combineSlices(authSlice, basketSlice, modalSlice, checkoutSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per browser tab (docs/architecture.md §1). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
