import { CATEGORIES } from '@/shared/config/static-content';

/** Pages that exist. Services, Blog and Color Lab join the main navigation when their pages do. */
export const MAIN_NAV = [{ href: '/products', label: 'Products', sectionPrefixes: ['/product/'] }] as const;

export const CATEGORY_LINKS = CATEGORIES.map(({ href, title }) => ({ href, label: title }));

export const SIGN_IN_PATH = '/sign-in';
export const ACCOUNT_PATH = '/account';

/** The basket page (checkout work). The header's basket link points here. */
export const BASKET_PATH = '/basket';

/** `/sign-in?redirect=<where the customer is>`, or plain /sign-in when already there. */
export function signInHref(pathname: string, search: string): string {
  if (pathname === SIGN_IN_PATH) return `${SIGN_IN_PATH}${search ? `?${search}` : ''}`;
  const current = `${pathname}${search ? `?${search}` : ''}`;
  return current === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(current)}`;
}
