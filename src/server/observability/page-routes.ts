import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';

/**
 * A page's path → the template of the route that renders it (`/product/oak-oil` →
 * `/product/[slug]`), so a metric's `http_route` label comes from the app's own, finite list of
 * pages and never from what a browser sent. A path no page matches has no template.
 */
export type RouteTemplateOf = (pathname: string) => string | null;

/** A matcher over these templates, in Next's own order and with Next's own patterns (static before dynamic before catch-all). */
export function routeTemplates(templates: Iterable<string>): RouteTemplateOf {
  const routes = getSortedRoutes([...new Set(templates)]).map((template) => ({ template, pattern: getRouteRegex(template).re }));
  return (pathname) => {
    if (!pathname.startsWith('/') || pathname.includes('//')) return null;
    return routes.find(({ pattern }) => pattern.test(pathname))?.template ?? null;
  };
}

/**
 * The page routes of the build in `distDir` (Next's app-path-routes-manifest: `/product/[slug]/page`
 * → `/product/[slug]`), without Next's own error pages and the route handlers.
 */
export function builtPageTemplates(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string[] {
  const file = path.join(process.cwd(), distDir, 'app-path-routes-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith('/page') && !entry.startsWith('/_'))
    .map(([, template]) => template);
}
