/**
 * V8's explicit compile hint for the scripts every page runs as it starts.
 *
 * Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the first
 * time it runs: at hydration, inside one long start-up task. A script that begins with the magic
 * comment below is compiled whole while it streams in, on a background thread, so that task only
 * runs code. The comment is for the start-up code alone (the framework, the root layout's client
 * components and the root error boundaries); a page's own chunks and chunks loaded later keep lazy
 * compilation, which is cheaper for code that may never run. Browsers without the hint read a comment.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
// Every page's document is the locale layout (src/app/[locale]/layout.tsx); src/app/layout.tsx only passes through.
const ROOT_LAYOUT = '[project]/src/app/[locale]/layout';
const MANIFEST_SUFFIX = '_client-reference-manifest.js';

/** Every `*_client-reference-manifest.js` under `dir`, recursively. */
function clientReferenceManifests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientReferenceManifests(full);
    return entry.name.endsWith(MANIFEST_SUFFIX) ? [full] : [];
  });
}

/**
 * For each page inside the root layout, the chunks its client components need at start (layouts,
 * boundaries and the page). Route handlers and Next's own bare global-error page have none of the layout's.
 */
function pageEntryChunks(distDir) {
  return clientReferenceManifests(path.join(distDir, 'server', 'app')).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const { entryJSFiles = {} } = JSON.parse(source.slice(source.indexOf('= {') + 2).trim().replace(/;$/, ''));
    return ROOT_LAYOUT in entryJSFiles ? [new Set(Object.values(entryJSFiles).flat())] : [];
  });
}

/**
 * The dist-relative paths of the scripts every page runs at start: the framework's, and the chunks
 * every page shares (the root layout's client components and the root error boundaries).
 */
function startupChunks(distDir) {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const pages = pageEntryChunks(distDir);
  if (pages.length === 0) throw new Error(`No page manifest in ${distDir} names the root layout: is it a finished build?`);
  const sharedByEveryPage = [...pages[0]].filter((chunk) => pages.every((page) => page.has(chunk)));
  return [...new Set([...rootMainFiles, ...sharedByEveryPage])];
}

/** Prepends the hint to each start-up chunk once; returns the chunks it marked. */
export function addCompileHints(distDir) {
  const chunks = startupChunks(distDir);
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source);
  }
  return chunks;
}
