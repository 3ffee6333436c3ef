import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpenModal } from '@/shared/modal/types';

export interface ModalState {
  open: OpenModal | null;
}

const initialState: ModalState = { open: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    /** Opening a modal replaces any open one: one at a time (docs/contract.md §2). */
    modalOpened(state, action: PayloadAction<OpenModal>) {
      state.open = action.payload;
    },
    modalClosed(state) {
      state.open = null;
    },
  },
  selectors: {
    selectOpenModal: (state) => state.open,
  },
});

export const { modalOpened, modalClosed } = modalSlice.actions;
export const { selectOpenModal } = modalSlice.selectors;
