import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A page's path → the template of the route that renders it (`/product/oak-oil` →
 * `/product/[slug]`), so a metric's `http_route` label comes from the app's own, finite list of
 * routes and never from what a browser sent. A path no route matches has no template.
 */
export type RouteTemplateOf = (pathname: string) => string | null;

interface CompiledRoute {
  template: string;
  pattern: RegExp;
  /** Static segments first, then fewer dynamic ones: `/products/view/[key]` before `/[...all]`. */
  rank: number[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): CompiledRoute {
  const segments = template.split('/').filter(Boolean);
  let source = '';
  let statics = 0;
  let catchAll = 0;
  for (const segment of segments) {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) {
      source += '(?:/[^/]+)*';
      catchAll += 2;
    } else if (/^\[\.\.\..+\]$/.test(segment)) {
      source += '(?:/[^/]+)+';
      catchAll += 1;
    } else if (/^\[.+\]$/.test(segment)) {
      source += '/[^/]+';
    } else {
      source += `/${escape(segment)}`;
      statics += 1;
    }
  }
  return { template, pattern: new RegExp(`^${source}$`), rank: [catchAll, -statics, -segments.length] };
}

function byRank(a: CompiledRoute, b: CompiledRoute): number {
  const index = a.rank.findIndex((value, at) => value !== b.rank[at]);
  return index === -1 ? 0 : a.rank[index] - b.rank[index];
}

/** A matcher over these templates (Next's `[param]`, `[...param]` and `[[...param]]` segments). */
export function routeTemplates(templates: Iterable<string>): RouteTemplateOf {
  const routes = [...new Set(templates)].map(compile).sort(byRank);
  return (pathname) => {
    if (!pathname.startsWith('/') || pathname.includes('//')) return null;
    // Without its trailing slash: the home page is the empty path, as its template's pattern reads it.
    const trimmed = pathname.replace(/\/$/, '');
    return routes.find(({ pattern }) => pattern.test(trimmed))?.template ?? null;
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
