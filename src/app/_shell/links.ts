import { CATEGORIES } from '@/modules/catalogue';

/** docs/contract.md §1's sections; each link is also current on its sub-pages. */
export const MAIN_NAV = [
  { href: '/products', label: 'products', sectionPrefixes: ['/product/'] },
  { href: '/services', label: 'services', sectionPrefixes: ['/services/'] },
  { href: '/blog', label: 'blog', sectionPrefixes: ['/blog/'] },
  { href: '/color-lab', label: 'colorLab', sectionPrefixes: [] },
] as const;

/** Pages the footer adds to the main sections. */
export const FOOTER_EXTRA_LINKS = [{ href: '/awards', label: 'awards' }] as const;

/** Labels are keys: shell.client.nav for the sections, catalogue.client.categories for the categories. */
export const CATEGORY_LINKS = CATEGORIES.map(({ href, key }) => ({ href, label: key }));

export const SIGN_IN_PATH = '/sign-in';
export const ACCOUNT_PATH = '/account';

/** The order pad: several lines typed or pasted, added at once. Linked from the account menu and the basket. */
export const ORDER_PAD_PATH = '/order-pad';

/** The customer's jobs (a manifest shortcut too). */
export const JOBS_PATH = '/account/jobs';

/** The basket page (checkout work). The header's basket link points here. */
export const BASKET_PATH = '/basket';

/** `/sign-in?redirect=<where the customer is>`, or plain /sign-in when already there. */
export function signInHref(pathname: string, search: string): string {
  if (pathname === SIGN_IN_PATH) return `${SIGN_IN_PATH}${search ? `?${search}` : ''}`;
  const current = `${pathname}${search ? `?${search}` : ''}`;
  return current === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(current)}`;
}
