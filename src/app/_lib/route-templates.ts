import 'server-only';
import { PRODUCTS_VIEW } from '@/features/catalogue/list-query';
import { BLOG_VIEW } from '@/features/content/blog/query';
import { builtRouteTemplates } from '@/server/observability/rum-endpoint';
import { SEARCH_VIEW } from '@/shared/search/query';

/**
 * The route template of a page's path, for the labels of what browsers report: the build's pages,
 * and the list addresses the proxy serves from their view pages (src/proxy.ts), which customers
 * see as `/products`, `/blog` and `/search`.
 */
export const pageRouteTemplate = (pathname: string) => builtRouteTemplates([PRODUCTS_VIEW.path, BLOG_VIEW.path, SEARCH_VIEW.path])(pathname);
