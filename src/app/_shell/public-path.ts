import { LIST_VIEW_PATH } from '@/features/catalogue/listKey';
import { BLOG_VIEW_PATH } from '@/features/content/blog/query';

const VIEWS = [
  { view: `${LIST_VIEW_PATH}/`, publicPath: '/products' },
  { view: `${BLOG_VIEW_PATH}/`, publicPath: '/blog' },
];

/**
 * The path a customer sees for a path Next renders. `/products` and `/blog` are rendered as their
 * cached views (src/proxy.ts); a view prerendered at build time sees its own path, so without this
 * the header's current section would differ between the server's HTML and the browser.
 */
export function publicPathOf(pathname: string): string {
  return VIEWS.find(({ view }) => pathname.startsWith(view))?.publicPath ?? pathname;
}
