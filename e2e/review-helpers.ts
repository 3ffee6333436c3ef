import { expect, type APIRequestContext } from '@playwright/test';
import { API_KEY_HEADER } from '../src/modules/accounts/contract';
import { DEMO_CUSTOMER, SANDBOX_URL } from './sandbox';

/** The review count a product card shows on a list page, e.g. "(3)" → 3; 0 when it shows none. */
export function shownReviewCount(html: string, productTitle: string): number {
  const card = html.split('<article').find((part) => part.includes(`>${productTitle}<`));
  if (!card) throw new Error(`${productTitle} is not on the page`);
  // React separates the parentheses from the number with <!-- --> markers.
  const match = /<span class="muted">\((?:<!-- -->)?(\d+)(?:<!-- -->)?\)<\/span>/.exec(card);
  return match ? Number(match[1]) : 0;
}

/** A review written straight to the dashboard (as its admin would), so the storefront is not told. */
export async function reviewBehindTheStorefrontsBack(request: APIRequestContext, productId: number) {
  const login = await request.post(`${SANDBOX_URL}/api/user/login`, { form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  const answer = await login.json();
  const apiKey: string = answer.auth_key ?? answer.user?.auth_key;
  const created = await request.post(`${SANDBOX_URL}/api/reviews/create`, {
    headers: { [API_KEY_HEADER]: apiKey },
    multipart: { products_id: String(productId), stars: '5', title: 'Cached list check', message: 'Cured in seconds.' },
  });
  expect(created.status()).toBe(200);
}
