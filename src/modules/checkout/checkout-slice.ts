import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, ShippingRate } from '@/modules/checkout/contract';

/**
 * What the address modal hands the payment modal (one modal open at a time, docs/contract.md §2): the
 * address as typed (kept so going back loses nothing), the rates and the tax rate.
 */
export interface CheckoutState {
  address: Address | null;
  rates: ShippingRate[];
  taxRate: number;
}

const initialState: CheckoutState = { address: null, rates: [], taxRate: 0 };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    checkoutAddressSaved(state, action: PayloadAction<Address>) {
      state.address = action.payload;
    },
    checkoutRatesReceived(state, action: PayloadAction<{ address: Address; rates: ShippingRate[]; taxRate: number }>) {
      state.address = action.payload.address;
      state.rates = action.payload.rates;
      state.taxRate = action.payload.taxRate;
    },
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

export const { checkoutAddressSaved, checkoutRatesReceived } = checkoutSlice.actions;
export const { selectCheckout } = checkoutSlice.selectors;
