/**
 * The service worker's build step, after `next build` (docs/offline.md): esbuild
 * bundles src/modules/offline/service-worker/sw.ts with the build id, then Serwist's injectManifest writes
 * <distDir>/sw.js with the precache list — the offline page in each language, the files their HTML loads, the icons
 * and the manifest. src/app/sw.js serves that file. Next 16 builds with Turbopack, which Serwist's
 * webpack plugins do not reach; this runs on the finished build instead.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { staticFilesOf } from './offline-files.mjs';
import { repoRoot } from './processes.mjs';

/** The offline page in each language, as `next build` writes them (src/app/[locale]/offline): its address and its HTML. */
const OFFLINE_PAGES = [
  { url: '/offline', html: 'server/app/en/offline.html' },
  { url: '/fr/offline', html: 'server/app/fr/offline.html' },
];

export async function buildServiceWorker(distDirPath) {
  const buildId = readFileSync(path.join(distDirPath, 'BUILD_ID'), 'utf8').trim();
  const bundled = path.join(distDirPath, 'sw.bundle.js');
  await build({
    entryPoints: [path.join(repoRoot, 'src/modules/offline/service-worker/sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile: bundled,
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    define: { BUILD_ID: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const offlineFiles = [...new Set(OFFLINE_PAGES.flatMap(({ html }) => staticFilesOf(readFileSync(path.join(distDirPath, html), 'utf8'))))];
  const icons = readdirSync(path.join(repoRoot, 'public/icons')).map((file) => ({ url: `/icons/${file}`, revision: buildId }));
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(distDirPath, 'sw.js'),
    globDirectory: path.join(distDirPath, 'static'),
    globPatterns: offlineFiles,
    modifyURLPrefix: { '': '/_next/static/' },
    // Hashed names: the name is the version.
    dontCacheBustURLsMatching: /./,
    additionalPrecacheEntries: [...OFFLINE_PAGES.map(({ url }) => ({ url, revision: buildId })), { url: '/manifest.webmanifest', revision: buildId }, ...icons],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  await rm(bundled);
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  return { count, size, buildId };
}
