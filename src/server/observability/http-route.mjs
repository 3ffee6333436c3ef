// @ts-check
/**
 * The route template a path is served by (`/product/[slug]`, `/api/[...path]`), as
 * OpenTelemetry's `http.route` names it: one matcher over the build's own list of routes, so the
 * set of labels is the set of routes the build has, whatever paths come in. server.mjs labels
 * every request with it (routes-manifest.json, the plain paths its proxy serves and the public/
 * folder); the browser-report routes label a page's path with it (the build's pages and the
 * proxy's paths), and refuse a path that is no page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex.js';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes.js';
import { isDynamicRoute } from 'next/dist/shared/lib/router/utils/is-dynamic.js';
import { splitLocale } from '../../shared/i18n/locale-path.mjs';

/** A path that is none of the build's routes nor a public file (Next answers it 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Paths already matched, so a popular page costs one map read (bounded: cleared when full, short paths only). */
const MEMO_LIMIT = 2048;
const MEMO_PATH_LENGTH = 256;
const RSC_SUFFIX = /(?:\.rsc|\.segments\/.+\.segment\.rsc)$/;
/** A proxy matcher's source that names one path, not a pattern (`/products`, not `/products/view/:key*`). */
const PLAIN_PATH = /^\/[\w./-]*$/;

/**
 * A route of routes-manifest.json by its template alone: the pattern is made from the template
 * (templateMatcher), as for the build's list of pages.
 * @typedef {{ page: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[], proxyPaths?: string[] }} RoutesManifest
 * @typedef {{ name: string, directory: boolean }} PublicEntry
 * @typedef {(pathname: string) => string | null} RouteTemplateOf a path's template, or null when no route serves it
 */

/**
 * The matcher over these templates, in Next's own order and with Next's own patterns (static
 * before dynamic before catch-all), as the build's router matches them; `plainPaths` (a public
 * file, a path the proxy serves) are matched as they are, before any dynamic template, as Next
 * serves a file before a dynamic route.
 * @param {Iterable<string>} templates
 * @param {Iterable<string>} [plainPaths]
 * @returns {RouteTemplateOf}
 */
function templateMatcher(templates, plainPaths = []) {
  const sorted = getSortedRoutes([...new Set([...templates].flatMap(pageTemplate))]);
  const dynamic = sorted.filter((template) => isDynamicRoute(template));
  const exact = new Set([...sorted.filter((template) => !dynamic.includes(template)), ...plainPaths]);
  const patterns = dynamic.map((template) => ({ template, pattern: getRouteRegex(template).re }));
  return (asked) => {
    // Both languages of a page are one route (`/fr/product/oak` is `/product/[slug]`): one label each.
    const pathname = splitLocale(asked).rest;
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (exact.has(trimmed)) return trimmed;
    return patterns.find(({ pattern }) => pattern.test(pathname))?.template ?? null;
  };
}

/** Pages live in src/app/[locale]: `/[locale]/product/[slug]` is labelled `/product/[slug]`; its 404 catch-all is no route. */
const LOCALE_SEGMENT = /^\/\[locale\](?=\/|$)/;
const UNKNOWN_PAGE = '/[...rest]';

/**
 * A route's label without its locale segment, as every other label names it (`/[locale]/sign-in` → `/sign-in`).
 * @param {string} template
 */
export const withoutLocaleSegment = (template) => template.replace(LOCALE_SEGMENT, '') || '/';

/** @param {string} template */
function pageTemplate(template) {
  const page = withoutLocaleSegment(template);
  return page === UNKNOWN_PAGE ? [] : [page];
}

/**
 * The template of a page's path among these templates (`/product/oak-oil` → `/product/[slug]`),
 * null for a path none of them serves, however it is spelt: a browser's report names its page.
 * @param {Iterable<string>} templates
 * @returns {RouteTemplateOf}
 */
export function routeTemplates(templates) {
  const templateOf = templateMatcher(templates);
  return (pathname) => (pathname.startsWith('/') && !pathname.includes('//') ? templateOf(pathname) : null);
}

/**
 * Next's own paths: its build files and the image optimizer, never a page.
 * @param {string} pathname
 */
function nextInternal(pathname) {
  if (!pathname.startsWith('/_next/')) return null;
  if (pathname.startsWith('/_next/static/')) return '/_next/static/[...path]';
  if (pathname === '/_next/image') return '/_next/image';
  return '/_next/[...path]';
}

/**
 * The matcher of a build's routes for the requests it serves: `(url) => template`, the query left out.
 * @param {RoutesManifest} manifest
 * @param {PublicEntry[]} [publicEntries] public/'s top level: a file is its own route, a folder `/<name>/[...path]`
 * @returns {(url: string) => string}
 */
export function routeMatcher(manifest, publicEntries = []) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map(({ page }) => page);
  /** @type {string[]} */
  const publicFiles = [];
  /** @type {Map<string, string>} */
  const publicFolders = new Map();
  for (const { name, directory } of publicEntries) {
    if (directory) publicFolders.set(name, `/${name}/[...path]`);
    else publicFiles.push(`/${name}`);
  }
  const templateOf = templateMatcher(routes, [...(manifest.proxyPaths ?? []), ...publicFiles]);
  /** @type {Map<string, string>} */
  const memo = new Map();

  /** @param {string} asked */
  const match = (asked) => {
    // The router's own requests for a page's data name it with a suffix (as Next's matchers allow).
    const pathname = asked.replace(RSC_SUFFIX, '');
    const known = nextInternal(pathname) ?? templateOf(pathname);
    if (known) return known;
    const slash = pathname.indexOf('/', 1);
    return publicFolders.get(slash === -1 ? pathname.slice(1) : pathname.slice(1, slash)) ?? UNMATCHED_ROUTE;
  };

  return (url) => {
    const end = url.indexOf('?');
    const pathname = end === -1 ? url : url.slice(0, end);
    let route = memo.get(pathname);
    if (route !== undefined) return route;
    route = match(pathname);
    if (pathname.length <= MEMO_PATH_LENGTH) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(pathname, route);
    }
    return route;
  };
}

/**
 * The matcher of the build in `distDir` (its routes-manifest.json) and the public folder beside it.
 * @param {string} distDir
 * @param {string} publicDir
 */
export function buildRouteMatcher(distDir, publicDir) {
  const manifest = /** @type {RoutesManifest} */ (readJson(path.join(distDir, 'routes-manifest.json')));
  manifest.proxyPaths = proxyPathsOf(distDir);
  /** @type {PublicEntry[]} */
  let publicEntries = [];
  try {
    publicEntries = readdirSync(publicDir, { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() }));
  } catch {
    // No public folder: no public routes.
  }
  return routeMatcher(manifest, publicEntries);
}

/**
 * The page routes of the build in `distDir` (Next's app-path-routes-manifest: `/product/[slug]/page`
 * → `/product/[slug]`), without Next's own error pages and the route handlers.
 * @param {string} [distDir] relative to the working directory, as next.config.ts's distDir
 * @returns {string[]}
 */
export function builtPageTemplates(distDir = process.env.NEXT_DIST_DIR ?? '.next') {
  const manifest = /** @type {Record<string, string>} */ (readJson(path.join(process.cwd(), distDir, 'app-path-routes-manifest.json')));
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith('/page') && !entry.startsWith('/_'))
    .map(([, template]) => template);
}

/**
 * The templates of the build's pages and the plain paths its proxy serves from their view pages
 * (`/products`, src/proxy.ts), which customers see as pages of their own.
 * @param {string} [distDir]
 * @returns {RouteTemplateOf}
 */
export function builtPageMatcher(distDir = process.env.NEXT_DIST_DIR ?? '.next') {
  return routeTemplates([...builtPageTemplates(distDir), ...proxyPathsOf(path.join(process.cwd(), distDir))]);
}

/**
 * The plain paths the build's proxy (src/proxy.ts) is matched on: pages it serves that are no
 * route of their own. From functions-config-manifest.json, where Next lists the proxy's matchers.
 * @param {string} distDir
 * @returns {string[]}
 */
function proxyPathsOf(distDir) {
  try {
    const config = readJson(path.join(distDir, 'server', 'functions-config-manifest.json'));
    /** @type {{ originalSource?: string }[]} */
    const matchers = config.functions?.['/_middleware']?.matchers ?? [];
    return matchers.flatMap(({ originalSource }) => (originalSource && PLAIN_PATH.test(originalSource) ? [originalSource] : []));
  } catch {
    return [];
  }
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
