/**
 * Product page tests: a real store, the real modal root and toast host, the door and the sandbox
 * behind MSW. The browser APIs antd and swiper need that jsdom lacks come from tests/browser-apis.ts.
 */
import { render } from '../render';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import type { User } from '@/modules/accounts/contract';
import type { Product } from '@/modules/catalogue/contract';
import { makeStore, type RootState } from '@/shared/store/store';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { sandbox } from '../msw/server';

export const CUSTOMER: User = { id: 1, first_name: 'Dana', last_name: 'Customer', email: 'customer@example.com', img: null };

/** A seeded product of the sandbox picked by what it offers. */
export function seededProduct(matches: (product: Product) => boolean): Product {
  const found = sandbox.db().catalogue.products.find(matches);
  if (!found) throw new Error('The sandbox seed has no product of the kind this test needs');
  return structuredClone(found);
}

export function renderShop(ui: ReactNode, { user = null as User | null, preloaded = {} as Partial<RootState> } = {}) {
  const store = makeStore({ auth: { user, status: user ? 'signedIn' : 'signedOut' }, ...preloaded });
  const view = render(
    <Provider store={store}>
      {ui}
      <ModalRoot />
      <ToastHost />
    </Provider>,
  );
  return { store, ...view };
}
