import { viewPathOf } from '@/shared/lists/list-view';

/**
 * The lists the header links to that are rendered as their views (PRODUCTS_VIEW, BLOG_VIEW): by
 * their paths alone, so every page's header carries none of the lists' query code.
 */
const VIEWS = ['/products', '/blog'].map((publicPath) => ({ view: `${viewPathOf(publicPath)}/`, publicPath }));

/**
 * The path a customer sees for a path Next renders. `/products` and `/blog` are rendered as their
 * cached views (src/proxy.ts); a view prerendered at build time sees its own path, so without this
 * the header's current section would differ between the server's HTML and the browser.
 */
export function publicPathOf(pathname: string): string {
  return VIEWS.find(({ view }) => pathname.startsWith(view))?.publicPath ?? pathname;
}
