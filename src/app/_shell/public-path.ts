import { PRODUCTS_VIEW } from '@/features/catalogue/list-query';
import { BLOG_VIEW } from '@/features/content/blog/query';

const VIEWS = [PRODUCTS_VIEW, BLOG_VIEW].map(({ viewPath, path }) => ({ view: `${viewPath}/`, publicPath: path }));

/**
 * The path a customer sees for a path Next renders. `/products` and `/blog` are rendered as their
 * cached views (src/proxy.ts); a view prerendered at build time sees its own path, so without this
 * the header's current section would differ between the server's HTML and the browser.
 */
export function publicPathOf(pathname: string): string {
  return VIEWS.find(({ view }) => pathname.startsWith(view))?.publicPath ?? pathname;
}
