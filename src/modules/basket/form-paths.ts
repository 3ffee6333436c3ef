/**
 * The plain-HTML basket forms (they work before scripts run, or without them): where they post,
 * the field values they share with their route handlers, and the errors the routes send back.
 */
export const BASKET_ADD_PATH = '/basket/add';
export const BASKET_QUANTITY_PATH = '/basket/quantity';

/** The colour radio's value for the whole custom set of six. */
export const CUSTOM_SET_VALUE = 'custom-set';

/** The errors a plain basket form can come back with (each worded by the basket's messages of the same key). */
export const BASKET_ERROR_CODES = ['limit', 'failed'] as const;

export type BasketErrorCode = (typeof BASKET_ERROR_CODES)[number];

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
