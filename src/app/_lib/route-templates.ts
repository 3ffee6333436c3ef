import 'server-only';
import { builtPageMatcher, type RouteTemplateOf } from '@/server/observability/http-route.mjs';

let built: RouteTemplateOf | null = null;

/**
 * The route template of a page's path, for the labels of what browsers report: the build's pages,
 * and the list addresses the proxy serves from their view pages (src/proxy.ts), which customers
 * see as `/products`, `/blog` and `/search`. Read from the build on the first report, not when a
 * route loads (tests/rum load the routes without a build).
 */
export const pageRouteTemplate: RouteTemplateOf = (pathname) => (built ??= builtPageMatcher())(pathname);
