import { NextResponse, type NextRequest } from 'next/server';
import { LIST_VIEW_PATH, listKeyOf } from '@/features/catalogue/listKey';

/**
 * /products keeps its query-string URLs (SPEC §2) but is served as a cached page: the query
 * is folded into a path segment whose page is prerendered on first visit (ISR) and expired by
 * tag like every catalogue page. The browser's URL does not change.
 */
export function proxy(request: NextRequest) {
  const target = request.nextUrl.clone();
  target.pathname = `${LIST_VIEW_PATH}/${listKeyOf(request.nextUrl.searchParams)}`;
  target.search = '';
  return NextResponse.rewrite(target);
}

export const config = { matcher: '/products' };
