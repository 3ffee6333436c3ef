// @ts-check
/**
 * The route template a request's path is served by (`/product/[slug]`, `/api/[...path]`), as
 * OpenTelemetry's `http.route` names it: read from the build's routes-manifest.json, the plain
 * paths its proxy serves (`/products`, which src/proxy.ts rewrites to a list's view) and the
 * public/ folder, so the set of labels is the set of routes the build has, whatever paths come in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A path that is none of the build's routes nor a public file (Next answers it 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Paths already matched, so a popular page costs one map read (bounded: cleared when full, short paths only). */
const MEMO_LIMIT = 2048;
const MEMO_PATH_LENGTH = 256;
const RSC_SUFFIX = /(?:\.rsc|\.segments\/.+\.segment\.rsc)$/;
/** A proxy matcher's source that names one path, not a pattern (`/products`, not `/products/view/:key*`). */
const PLAIN_PATH = /^\/[\w./-]*$/;

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[], proxyPaths?: string[] }} RoutesManifest
 * @typedef {{ name: string, directory: boolean }} PublicEntry
 */

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
 * The matcher of a build's routes: `(url) => template`, the query left out.
 * @param {RoutesManifest} manifest
 * @param {PublicEntry[]} [publicEntries] public/'s top level: a file is its own route, a folder `/<name>/[...path]`
 * @returns {(url: string) => string}
 */
export function routeMatcher(manifest, publicEntries = []) {
  /** @type {Map<string, string>} */
  const exact = new Map();
  for (const page of [...(manifest.staticRoutes ?? []).map(({ page }) => page), ...(manifest.proxyPaths ?? [])]) exact.set(page, page);
  /** @type {Map<string, string>} */
  const publicFolders = new Map();
  for (const { name, directory } of publicEntries) {
    if (directory) publicFolders.set(name, `/${name}/[...path]`);
    else if (!exact.has(`/${name}`)) exact.set(`/${name}`, `/${name}`);
  }
  const dynamic = (manifest.dynamicRoutes ?? []).map(({ page, regex }) => ({ page, pattern: new RegExp(regex) }));
  /** @type {Map<string, string>} */
  const memo = new Map();

  /** @param {string} asked */
  const match = (asked) => {
    // The router's own requests for a page's data name it with a suffix (as Next's matchers allow).
    const pathname = asked.replace(RSC_SUFFIX, '');
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const known = exact.get(trimmed) ?? nextInternal(pathname);
    if (known) return known;
    for (const { page, pattern } of dynamic) if (pattern.test(pathname)) return page;
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
  const manifest = /** @type {RoutesManifest} */ (JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
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
 * The plain paths the build's proxy (src/proxy.ts) is matched on: pages it serves that are no
 * route of their own. From functions-config-manifest.json, where Next lists the proxy's matchers.
 * @param {string} distDir
 * @returns {string[]}
 */
function proxyPathsOf(distDir) {
  try {
    const config = JSON.parse(readFileSync(path.join(distDir, 'server', 'functions-config-manifest.json'), 'utf8'));
    /** @type {{ originalSource?: string }[]} */
    const matchers = config.functions?.['/_middleware']?.matchers ?? [];
    return matchers.flatMap(({ originalSource }) => (originalSource && PLAIN_PATH.test(originalSource) ? [originalSource] : []));
  } catch {
    return [];
  }
}
