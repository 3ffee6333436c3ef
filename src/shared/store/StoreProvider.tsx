'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from './store';

export function StoreProvider({ preloadedState, children }: { preloadedState?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() => makeStore(preloadedState));
  return <Provider store={store}>{children}</Provider>;
}
