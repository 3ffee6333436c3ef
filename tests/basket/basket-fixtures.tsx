/**
 * Basket page tests: lines are added the way the product page adds them (POST /basket/data through
 * the door to the sandbox), then ScriptedBasket reads them with a real store and the real toast host.
 */
import { render } from '../render';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { ScriptedBasket } from '@/modules/basket/components/ScriptedBasket';
import { api, toForm } from '@/shared/api/client';
import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { PriceTypeData, Product } from '@/modules/catalogue/contract';
import { makeStore } from '@/shared/store/store';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { BROWSER_ORIGIN, server } from '../msw/server';

export const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';
export const LIGHT_SLUG = 'lumacure-edge-mini-lamp';

/** A product as a page in `locale` reads it (English by default), whatever page a test rendered before. */
export async function productBySlug(slug: string, locale: Locale = 'en'): Promise<Product> {
  const { data } = await api.get<{ data: Product }>('/products/by-slug', { query: { slug }, headers: { 'accept-language': LANGUAGE_TAG[locale] } });
  return data.data;
}

/** A price that order discounts apply to (docs/contract.md §9 excludes types 30 and 52). */
export function discountablePrice(product: Product): PriceTypeData {
  const excluded: readonly number[] = NON_DISCOUNTED_PRICE_TYPES;
  const price = product.price_type_data.find((p) => !excluded.includes(p.id));
  if (!price) throw new Error(`${product.slug} has no discountable price in the seed`);
  return price;
}

export async function addLine(product: Product, price: PriceTypeData, count: number): Promise<BasketAnswer> {
  const form = toForm({
    products_id: product.id,
    price_id: price.id,
    price_type_id: price.id,
    tag_id: price.tag_id,
    type_id: price.type_id,
    color_id: product.color.slice(0, 1).map((c) => c.id),
    count,
  });
  const { data } = await api.post<BasketAnswer>('/basket/data', form);
  return data;
}

/** The basket page as a direct load opens it (a fresh store), or after earlier pages filled `store`. */
export function renderBasket({ store = makeStore(), strict = false, locale = 'en' as Locale } = {}) {
  const page = (
    <Provider store={store}>
      <ScriptedBasket />
      <ToastHost />
    </Provider>
  );
  render(strict ? <StrictMode>{page}</StrictMode> : page, { locale });
  return { store };
}

/** How many times the browser has read the basket (POST /api/basket without a body) from now on. */
export function countBasketReads() {
  let reads = 0;
  const listener = ({ request }: { request: Request }) => {
    const isForm = /multipart|urlencoded/.test(request.headers.get('content-type') ?? '');
    if (request.method === 'POST' && request.url === `${BROWSER_ORIGIN}/api/basket` && !isForm) reads += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => reads;
}

/** The forms the browser sends to the door's POST /basket, as the network saw them. */
export function sentQuantityForms() {
  const forms: Promise<FormData>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const isForm = /multipart|urlencoded/.test(request.headers.get('content-type') ?? '');
    if (request.method === 'POST' && request.url === `${BROWSER_ORIGIN}/api/basket` && isForm) forms.push(request.clone().formData());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  // Reads of the basket carry no count; only quantity updates do.
  return async () => (await Promise.all(forms)).filter((form) => form.has('count'));
}
