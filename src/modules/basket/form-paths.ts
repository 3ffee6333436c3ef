import { en } from './messages/en';
import { fr } from './messages/fr';

/**
 * The plain-HTML basket forms (they work before scripts run, or without them): where they post,
 * the field values they share with their route handlers, and the errors the routes send back.
 */
export const BASKET_ADD_PATH = '/basket/add';
export const BASKET_QUANTITY_PATH = '/basket/quantity';

/** The colour radio's value for the whole custom set of six. */
export const CUSTOM_SET_VALUE = 'custom-set';

/** The errors' English texts (each shown in the page's language from the basket's messages). */
export const BASKET_ERROR_TEXTS = {
  limit: en.client.limit,
  failed: en.client.failed,
} as const;

/** The limit's text in either language, as the dashboard may send it back (docs/contract.md §8, §12). */
export const isLimitText = (text: unknown) => text === en.client.limit || text === fr.client.limit;

export type BasketErrorCode = keyof typeof BASKET_ERROR_TEXTS;

/**
 * Pages with these forms are static, so the error rides in the query (for the record) and in the
 * fragment: the page holds each notice hidden and CSS :target shows the one named, no script needed.
 */
export const basketErrorId = (code: BasketErrorCode) => `basket-error-${code}`;

export function withBasketError(path: string, code: BasketErrorCode): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set('basket_error', code);
  url.hash = basketErrorId(code);
  return `${url.pathname}${url.search}${url.hash}`;
}
