import { NextResponse, type NextRequest } from 'next/server';
import { LIST_VIEW_PATH, listKeyOf } from '@/features/catalogue/listKey';
import { BLOG_VIEW_PATH, blogKeyOf } from '@/features/content/blog/query';
import { SEARCH_VIEW_PATH, searchKeyOf } from '@/shared/search/view-key';

/** Where each list URL's page lives: its query folded into one path segment. */
const LIST_VIEWS: Record<string, (search: URLSearchParams) => string> = {
  '/products': (search) => `${LIST_VIEW_PATH}/${listKeyOf(search)}`,
  '/blog': (search) => `${BLOG_VIEW_PATH}/${blogKeyOf(search)}`,
  '/search': (search) => `${SEARCH_VIEW_PATH}/${searchKeyOf(search)}`,
};

/**
 * /products, /blog and /search keep their query-string URLs (docs/contract.md §2) but are served as cached pages:
 * the query is folded into a path segment whose page is prerendered on first visit (ISR) and
 * expired by tag like every catalogue page. The browser's URL does not change.
 */
export function proxy(request: NextRequest) {
  const view = LIST_VIEWS[request.nextUrl.pathname];
  if (!view) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = view(request.nextUrl.searchParams);
  target.search = '';
  return NextResponse.rewrite(target);
}

export const config = { matcher: ['/products', '/blog', '/search'] };
