// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route a request path belongs to, as the app names it (`/product/[slug]`, `/api/[...path]`):
 * what logs and metrics label a request with, so a customer's slug, id or query never becomes a
 * label and the number of routes stays what the app has. The routes come from the build's
 * routes-manifest.json (Next's own matching order: static routes, then dynamic ones).
 *
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest
 */

/** What is no route of the app: Next answers it with its not-found page. */
export const UNMATCHED_ROUTE = '/_not-found';

// Next's own files, by folder rather than by name (each build names them anew).
const NEXT_FILES = [
  ['/_next/static/', '/_next/static/[...file]'],
  ['/_next/image', '/_next/image'],
];

/**
 * A function from a path (query and all; only the path is read) to its route's template.
 * @param {RoutesManifest} manifest
 * @param {Iterable<string>} [publicFiles] paths of the files in public/, each its own route
 * @param {Iterable<string>} [proxyPaths] fixed paths only the proxy answers (src/proxy.ts: `/products` is rewritten to its view)
 * @returns {(url: string) => string}
 */
export function routeTemplates(manifest, publicFiles = [], proxyPaths = []) {
  const staticPages = new Map([...(manifest.staticRoutes ?? []).map((route) => route.page), ...proxyPaths].map((page) => [page, page]));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const files = new Set(publicFiles);
  return (url) => {
    const pathname = pathOf(url);
    const exact = staticPages.get(pathname) ?? staticPages.get(pathname.replace(/\/$/, ''));
    if (exact) return exact;
    for (const [prefix, template] of NEXT_FILES) if (pathname.startsWith(prefix)) return template;
    if (files.has(pathname)) return pathname;
    return dynamic.find((route) => route.regex.test(pathname))?.page ?? UNMATCHED_ROUTE;
  };
}

/** @param {string} url */
function pathOf(url) {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The route templates of the build in `distDir` and of the files in `publicDir`.
 * @param {string} distDir
 * @param {string} publicDir
 */
export function loadRouteTemplates(distDir, publicDir) {
  /** @type {RoutesManifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  return routeTemplates(manifest, publicFilesOf(publicDir), proxyPathsOf(distDir));
}

/**
 * The fixed paths in the proxy's matcher (`/products`, not `/products/view/:key*`).
 * @param {string} distDir
 * @returns {string[]}
 */
function proxyPathsOf(distDir) {
  try {
    /** @type {{ functions?: Record<string, { matchers?: { originalSource?: string }[] }> }} */
    const functions = JSON.parse(readFileSync(path.join(distDir, 'server', 'functions-config-manifest.json'), 'utf8'));
    const matchers = functions.functions?.['/_middleware']?.matchers ?? [];
    return matchers.flatMap(({ originalSource = '' }) => (/^\/[\w/-]*$/.test(originalSource) ? [originalSource] : []));
  } catch {
    return [];
  }
}

/** @param {string} dir */
function publicFilesOf(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  } catch {
    return [];
  }
}
