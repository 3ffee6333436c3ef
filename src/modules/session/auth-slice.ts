import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/modules/accounts/contract';

/** The non-secret profile only: the auth key never leaves the door's httpOnly cookie. */
export interface AuthState {
  user: User | null;
  status: 'unknown' | 'signedIn' | 'signedOut';
}

const initialState: AuthState = { user: null, status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    signedOut(state) {
      state.user = null;
      state.status = 'signedOut';
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectAuthStatus: (state) => state.status,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectUser, selectIsSignedIn, selectAuthStatus } = authSlice.selectors;
