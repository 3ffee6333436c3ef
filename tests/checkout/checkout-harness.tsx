/**
 * Checkout tests: the demo customer signed in through the door, lines added the way the product
 * page adds them, and the basket page with the real modal root (address and payment modals) over
 * a real store, the door and the sandbox behind MSW.
 */
import { render, screen, within } from '../render';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import { ScriptedBasket } from '@/modules/basket/components/ScriptedBasket';
import { door } from '@/server/door/door';
import { api, toForm } from '@/shared/api/client';
import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import type { Address } from '@/modules/checkout/contract';
import { makeStore } from '@/shared/store/store';
import type { Locale } from '@/shared/i18n/locales';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { BROWSER_ORIGIN, cookieJar, sandbox, server } from '../msw/server';
import { CUSTOMER } from '../product/harness';
import { CT_ADDRESS } from './addresses';

export { CT_ADDRESS };

export const CT_TAX_RATE = 0.0635;

export async function signInDemoCustomer() {
  await api.post('/user/login', toForm({ email: 'customer@example.com', password: 'Sandbox-pass-1' }));
}

/** A seeded product sold at a price type that is never discounted (docs/contract.md §9: 30 or 52). */
export function neverDiscountedProduct(priceTypeId: 30 | 52) {
  const product = sandbox.db().catalogue.products.find((p) => p.price_type_data.some((price) => price.id === priceTypeId));
  if (!product) throw new Error(`The seed has no product at price type ${priceTypeId}`);
  return { product: structuredClone(product), price: product.price_type_data.find((price) => price.id === priceTypeId)! };
}

/**
 * The dashboard discounting a line of price type 30 or 52 anyway (the contract says it must not):
 * every basket answer the browser reads carries that line at `percent` off.
 */
export function dashboardDiscountsAnyway(priceTypeId: number, percent: number) {
  const claim = (line: BasketLine): BasketLine => {
    if (line.priceData.id !== priceTypeId) return line;
    const discounted_price = Math.round((line.price * (100 - percent)) / 100);
    return { ...line, discount: percent, discounted_price, discounted_total: discounted_price * line.count };
  };
  server.use(
    http.post(`${BROWSER_ORIGIN}/api/basket`, async ({ request }) => {
      const response = await door(cookieJar.attach(request));
      cookieJar.store(response);
      const answer = (await response.json()) as BasketAnswer;
      const data = answer.basket.data.map(claim);
      const discountedTotal = data.reduce((sum, line) => sum + line.discounted_total, 0);
      return HttpResponse.json({ ...answer, basket: { ...answer.basket, data, discountedTotal } }, { status: response.status });
    }),
  );
}

/** The basket page of a signed-in customer, with the modals it opens; `address` as typed earlier in the visit. */
export function renderCheckout({ address = null as Address | null, locale = 'en' as Locale } = {}) {
  const store = makeStore({
    auth: { user: CUSTOMER, status: 'signedIn' },
    checkout: { address, rates: [], taxRate: 0 },
  });
  render(
    <Provider store={store}>
      <ScriptedBasket />
      <ModalRoot />
      <ToastHost />
    </Provider>,
    { locale },
  );
  return { store };
}

/** The figure a definition list shows for `term`. */
export function figureIn(list: HTMLElement, term: string | RegExp) {
  return within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const basketSummary = () => screen.getByRole('complementary', { name: 'Order summary' });
