import { NextResponse, type NextRequest } from 'next/server';
import { PRODUCTS_PER_PAGE, PRODUCTS_VIEW } from '@/modules/catalogue';
import { BLOG_VIEW } from '@/modules/content';
import { lastPageOf } from '@/server/lists/last-page';
import { searchWait, sharedSearchLimiter, tooManySearches } from '@/modules/search/server';
import * as catalogueMessages from '@/modules/catalogue/messages';
import { splitLocale } from '@/shared/i18n/locale-path.mjs';
import type { Locale } from '@/shared/i18n/locales';
import { UNKNOWN_VIEW_KEY, type ListView } from '@/shared/lists/list-view';
import { SEARCH_VIEW } from '@/modules/search';

interface Paged {
  page: number;
}

interface ServedList<State extends Paged> {
  view: ListView<State>;
  /** The list's number of pages for a state, asked when a page past the first is (null: the page decides). */
  lastPage?: (state: State) => Promise<number | null>;
}

const served = <State extends Paged>(list: ServedList<State>) => list as unknown as ServedList<Paged>;

const LISTS = [
  served({
    view: PRODUCTS_VIEW,
    lastPage: (state) =>
      lastPageOf('/products', { categories: state.categories.join(','), parent_id: state.parentId ? String(state.parentId) : '' }, PRODUCTS_PER_PAGE),
  }),
  served({ view: BLOG_VIEW, lastPage: (state) => lastPageOf('/articles', { type: state.type ?? '' }) }),
  served({ view: SEARCH_VIEW }),
];

/**
 * The view path of a list URL: a list that exists and a page it has, else the one 404 key; null
 * for a page past the first when the list's page count is unknown (the dashboard did not say):
 * any number would otherwise render and be cached as a page of its own.
 */
async function viewPathOf({ view, lastPage }: ServedList<Paged>, search: URLSearchParams): Promise<string | null> {
  const state = view.read(search);
  const last = state && state.page > 1 && lastPage ? await lastPage(state) : undefined;
  if (last === null) return null;
  const key = state === null || (last !== undefined && state.page > last) ? UNKNOWN_VIEW_KEY : view.keyOf(state);
  return `${view.viewPath}/${key}`;
}

/**
 * A page of a list whose page count is unknown: not rendered, so nothing is cached for it; the
 * browser may try again shortly. Said in the language of the path asked for.
 */
const listUnavailable = (locale: Locale) =>
  new NextResponse(catalogueMessages[locale].server.list.unavailable, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' },
  });

/** A search spends one of the client's searches, shared with the suggestions (/api/search). */
async function searchRefusal(request: NextRequest, locale: Locale): Promise<NextResponse | null> {
  if (!request.nextUrl.searchParams.get('q')?.trim()) return null;
  const wait = await searchWait(request, sharedSearchLimiter());
  if (wait === null) return null;
  return new NextResponse(tooManySearches(locale), {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
  });
}

/**
 * /products, /blog and /search keep their query-string URLs (docs/contract.md §2) but are served
 * from one page per list state, `<list>/view/<key>` (src/shared/lists/list-view.ts). /products and
 * /blog lists are prerendered on first visit (ISR) and expired by tag like every catalogue page; a
 * query naming a filter, sort or page that does not exist goes to the one 404 key, so junk URLs
 * cannot each become a cached page. /search pages render per request (never cached), within the
 * search limit. The browser's URL does not change.
 */
export async function proxy(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // Each list in both languages: `/fr/products` is served by `/fr/products/view/<key>`, `/products`
  // by `/en/products/view/<key>` (the page's own path, past next.config.ts's English rewrite).
  const { locale, rest: pathname } = splitLocale(request.nextUrl.pathname);
  const served = (path: string) => `/${locale}${path}`;
  // The pages' own paths are the proxy's to choose: asked for directly, they would skip its checks.
  const direct = LISTS.find(({ view }) => pathname.startsWith(`${view.viewPath}/`));
  if (direct) return NextResponse.rewrite(new URL(served(`${direct.view.viewPath}/${UNKNOWN_VIEW_KEY}`), request.url));
  const list = LISTS.find(({ view }) => view.path === pathname);
  if (!list) return NextResponse.next();
  if (list.view === SEARCH_VIEW) {
    const refused = await searchRefusal(request, locale);
    if (refused) return refused;
  }
  const viewPath = await viewPathOf(list, searchParams);
  if (viewPath === null) return listUnavailable(locale);
  const target = request.nextUrl.clone();
  target.pathname = served(viewPath);
  target.search = '';
  return NextResponse.rewrite(target);
}

// Literal paths, as Next requires of a matcher (a French copy of each: src/shared/i18n/locale-path.mjs).
export const config = {
  matcher: [
    '/products',
    '/blog',
    '/search',
    '/products/view/:key*',
    '/blog/view/:key*',
    '/search/view/:key*',
    '/fr/products',
    '/fr/blog',
    '/fr/search',
    '/fr/products/view/:key*',
    '/fr/blog/view/:key*',
    '/fr/search/view/:key*',
  ],
};
