import { NextResponse, type NextRequest } from 'next/server';
import { LIST_VIEW_PATH, listKey, listStateOf, UNKNOWN_LIST_KEY } from '@/features/catalogue/listKey';
import { PRODUCTS_PER_PAGE } from '@/features/catalogue/listQuery';
import { BLOG_VIEW_PATH, blogKey, blogStateOf, UNKNOWN_BLOG_KEY } from '@/features/content/blog/query';
import { lastPageOf } from '@/server/lists/last-page';
import { searchWait, sharedSearchLimiter, TOO_MANY_SEARCHES } from '@/server/search/search-limits';
import { SEARCH_VIEW_PATH, searchKeyOf, UNKNOWN_SEARCH_KEY } from '@/server/search/view-key';

/** The /products key of a query: a list that exists and a page it has, else the one 404 key. */
async function productsView(search: URLSearchParams): Promise<string> {
  const state = listStateOf(search);
  if (!state) return `${LIST_VIEW_PATH}/${UNKNOWN_LIST_KEY}`;
  if (state.page > 1) {
    const filters = { categories: state.categories.join(','), parent_id: state.parentId ? String(state.parentId) : '' };
    const last = await lastPageOf('/products', filters, PRODUCTS_PER_PAGE);
    if (last !== null && state.page > last) return `${LIST_VIEW_PATH}/${UNKNOWN_LIST_KEY}`;
  }
  return `${LIST_VIEW_PATH}/${listKey(state)}`;
}

async function blogView(search: URLSearchParams): Promise<string> {
  const state = blogStateOf(search);
  if (!state) return `${BLOG_VIEW_PATH}/${UNKNOWN_BLOG_KEY}`;
  if (state.page > 1) {
    const last = await lastPageOf('/articles', { type: state.type ?? '' });
    if (last !== null && state.page > last) return `${BLOG_VIEW_PATH}/${UNKNOWN_BLOG_KEY}`;
  }
  return `${BLOG_VIEW_PATH}/${blogKey(state)}`;
}

/** Where each list URL's page lives: its query folded into one path segment. */
const LIST_VIEWS: Record<string, (search: URLSearchParams) => string | Promise<string>> = {
  '/products': productsView,
  '/blog': blogView,
  '/search': (search) => `${SEARCH_VIEW_PATH}/${searchKeyOf(search)}`,
};

const DIRECT_VIEWS: [string, string][] = [
  [`${LIST_VIEW_PATH}/`, `${LIST_VIEW_PATH}/${UNKNOWN_LIST_KEY}`],
  [`${BLOG_VIEW_PATH}/`, `${BLOG_VIEW_PATH}/${UNKNOWN_BLOG_KEY}`],
  [`${SEARCH_VIEW_PATH}/`, `${SEARCH_VIEW_PATH}/${UNKNOWN_SEARCH_KEY}`],
];

/** A search spends one of the client's searches, shared with the suggestions (/api/search). */
async function searchRefusal(request: NextRequest): Promise<NextResponse | null> {
  if (!request.nextUrl.searchParams.get('q')?.trim()) return null;
  const wait = await searchWait(request, sharedSearchLimiter());
  if (wait === null) return null;
  return new NextResponse(TOO_MANY_SEARCHES, {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
  });
}

/**
 * /products, /blog and /search keep their query-string URLs (docs/contract.md §2) but are served
 * from one page per list: the query is folded into a path segment. /products and /blog lists are
 * prerendered on first visit (ISR) and expired by tag like every catalogue page; a query naming a
 * filter, sort or page that does not exist goes to the one 404 key, so junk URLs cannot each
 * become a cached page. /search pages render per request (never cached), within the search limit.
 * The browser's URL does not change.
 */
export async function proxy(request: NextRequest) {
  const direct = DIRECT_VIEWS.find(([prefix]) => request.nextUrl.pathname.startsWith(prefix));
  // The pages' own paths are the proxy's to choose: asked for directly, they would skip its checks.
  if (direct) return NextResponse.rewrite(new URL(direct[1], request.url));
  const view = LIST_VIEWS[request.nextUrl.pathname];
  if (!view) return NextResponse.next();
  if (request.nextUrl.pathname === '/search') {
    const refused = await searchRefusal(request);
    if (refused) return refused;
  }
  const target = request.nextUrl.clone();
  target.pathname = await view(request.nextUrl.searchParams);
  target.search = '';
  return NextResponse.rewrite(target);
}

export const config = { matcher: ['/products', '/blog', '/search', '/products/view/:key*', '/blog-pages/:key*', '/search/view/:key*'] };
